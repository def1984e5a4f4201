import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { pairKiosk } from '../api/door-devices.ts';

/**
 * The owner's pairing link, opened on the tablet: the code (in the fragment, so no server log holds
 * it) becomes this browser's kiosk credential, then the kiosk screen opens.
 */
export function KioskPairPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = window.location.hash.slice(1);
    // The code is spent either way: keep it out of the history.
    window.history.replaceState(null, '', window.location.pathname);
    if (!code) {
      setError('This pairing link is incomplete. Ask the owner for a new one.');
      return;
    }
    pairKiosk(code)
      .then(() => navigate('/kiosk', { replace: true }))
      .catch((err: unknown) => setError(messageOf(err, 'Could not pair this tablet. Try again.')));
  }, [navigate]);

  return (
    <Center h="100dvh" p="md">
      {error ? (
        <Alert color="red" title="Pairing failed" maw={520} role="alert">
          {error}
        </Alert>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text>Pairing this tablet as the door kiosk…</Text>
        </Stack>
      )}
    </Center>
  );
}
