import { Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

/** The guard's state while the stored session is read. */
export function FullScreenLoader() {
  const t = useT();
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed">{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
