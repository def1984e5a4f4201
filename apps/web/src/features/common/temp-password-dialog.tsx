import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** Shows a temporary password once, with a copy button (admin resets). */
export function useTempPasswordDialog() {
  const [shown, setShown] = useState<{ who: string; password: string } | null>(null);
  const dialog = (
    <Modal opened={shown !== null} onClose={() => setShown(null)} title="Temporary password" centered>
      {shown ? (
        <Stack gap="sm">
          <Text size="sm">
            Give this password to <b>{shown.who}</b>. It is shown only now; they must change it when they sign
            in.
          </Text>
          <Group gap="sm">
            <Code fz="lg" data-testid="temp-password">
              {shown.password}
            </Code>
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" variant="light">
            Closing this window hides the password for good.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => setShown(null)}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
  return { show: (who: string, password: string) => setShown({ who, password }), dialog };
}
