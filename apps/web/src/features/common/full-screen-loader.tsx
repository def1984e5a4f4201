import { Center, Loader, Stack, Text } from '@mantine/core';

/** The guard's state while the stored session is read. */
export function FullScreenLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
