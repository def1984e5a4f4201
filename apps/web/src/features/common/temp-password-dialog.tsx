import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

/** Shows a temporary password once, with a copy button (admin resets). */
export function useTempPasswordDialog() {
  const t = useT();
  const [shown, setShown] = useState<{ who: string; password: string } | null>(null);
  const dialog = (
    <Modal opened={shown !== null} onClose={() => setShown(null)} title={t('form.tempTitle')} centered>
      {shown ? (
        <Stack gap="sm">
          <Text size="sm">{t('form.tempGive', { who: shown.who })}</Text>
          <Group gap="sm">
            <Code fz="lg" data-testid="temp-password">
              {shown.password}
            </Code>
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('form.copied') : t('form.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" variant="light">
            {t('form.tempHidden')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => setShown(null)}>{t('form.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
  return { show: (who: string, password: string) => setShown({ who, password }), dialog };
}
