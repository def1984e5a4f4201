import { Alert, Box, Center, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TDoorAnswer } from '@studydesk/contract';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { FullScreenLoader } from '../../common/full-screen-loader.tsx';
import { kioskQuery, kioskScan, pairKiosk } from '../api/door-devices.ts';
import { operationsKeys } from '../api/keys.ts';
import { DoorAnswer } from '../components/door-answer.tsx';
import { doorReadyText } from '../door-words.ts';

const CameraScanner = lazy(() =>
  import('../components/camera-scanner.tsx').then((m) => ({ default: m.CameraScanner })),
);

/** How long an answer stays on the screen; the next scan replaces it at once. */
const ANSWER_MS = 4000;

/**
 * The kiosk at the door: a paired tablet scanning ID cards all day. The camera reads QR codes; a
 * USB scanner types into the field, which keeps the focus. Each answer shows large, in the
 * student's language, and the screen is ready for the next card while it shows.
 */
export function KioskPage() {
  // The kiosk stands outside the portal (no session): it brings the app's query client itself.
  return (
    <QueryClientProvider client={queryClient}>
      <Kiosk />
    </QueryClientProvider>
  );
}

/** The owner's pairing link (`/kiosk#pair=<code>`): the code, taken out of the address at once. */
function takePairingCode(): string | null {
  const code = /^#pair=(.*)$/.exec(window.location.hash)?.[1];
  if (code === undefined) return null;
  // The code is spent either way: keep it out of the history.
  window.history.replaceState(null, '', window.location.pathname);
  return code;
}

// Started once per page load (a development double render must not spend the code twice).
let pairingStarted: Promise<null> | null | undefined;
function startPairing(): Promise<null> | null {
  if (pairingStarted === undefined) {
    const code = takePairingCode();
    pairingStarted = code === null ? null : pairKiosk(code).then(() => null);
  }
  return pairingStarted;
}

/**
 * Opened from the pairing link, the tablet first trades the code (in the fragment, so no server
 * log holds it) for its kiosk credential; then, or when already paired, the kiosk screen.
 */
function Kiosk() {
  const [pairing, setPairing] = useState(startPairing);
  const [pairingError, setPairingError] = useState<string | null>(null);
  useEffect(() => {
    pairing
      ?.then(() => setPairing(null))
      .catch((err: unknown) => setPairingError(messageOf(err, 'Could not pair this tablet. Try again.')));
  }, [pairing]);
  const kiosk = useQuery({ ...kioskQuery, enabled: pairing === null });
  const problem = pairingError ?? (kiosk.isError ? kiosk.error.message : null);
  if (problem) {
    return (
      <Center h="100dvh" p="md">
        <Alert color="red" title="This tablet is not a door kiosk" maw={520} role="alert">
          {problem}
        </Alert>
      </Center>
    );
  }
  if (!kiosk.data) return <FullScreenLoader />;
  return <KioskScreen library={kiosk.data.library_name} device={kiosk.data.device_name} />;
}

function KioskScreen({ library, device }: { library: string; device: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<{ at: number; answer: TDoorAnswer } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!answer) return;
    const timer = window.setTimeout(() => setAnswer(null), ANSWER_MS);
    return () => window.clearTimeout(timer);
  }, [answer]);

  const send = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    try {
      const result = await kioskScan(trimmed);
      setFailed(false);
      setAnswer({ at: Date.now(), answer: result });
    } catch (err) {
      // Revoked meanwhile: the screen says so instead of failing scan after scan.
      if (err instanceof ApiError && err.status === 401) {
        await queryClient.invalidateQueries({ queryKey: operationsKeys.kiosk() });
      }
      setFailed(true);
    } finally {
      field.current?.focus();
    }
  };

  return (
    <Box mih="100dvh" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-body)">
      <Stack gap="lg" maw={960} mx="auto">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 34 }}>
            {library}
          </Title>
          <Text c="dimmed" size="sm">
            {device}
          </Text>
        </Group>
        {answer ? (
          <DoorAnswer key={answer.at} answer={answer.answer} />
        ) : (
          <Stack gap={4} align="center" py="lg" ta="center" data-testid="kiosk-ready">
            <Text fz={{ base: 22, sm: 30 }} fw={600} lang="en">
              {doorReadyText('en')}
            </Text>
            <Text fz={{ base: 22, sm: 30 }} fw={600} lang="hi">
              {doorReadyText('hi')}
            </Text>
          </Stack>
        )}
        {failed ? (
          <Alert color="red" role="alert">
            {t('operations.scan.failed')}
          </Alert>
        ) : null}
        <Suspense fallback={<Text size="sm">{t('operations.scan.cameraStarting')}</Text>}>
          <Center>
            <Box w="100%" maw={420}>
              <CameraScanner onCode={(value) => void send(value)} />
            </Box>
          </Center>
        </Suspense>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const value = code;
            setCode('');
            void send(value);
          }}
        >
          <TextInput
            ref={field}
            label={t('operations.scan.field')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            onBlur={() => window.setTimeout(() => field.current?.focus(), 0)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
            maxLength={200}
            maw={420}
            mx="auto"
            data-testid="scan-field"
          />
        </form>
      </Stack>
    </Box>
  );
}
