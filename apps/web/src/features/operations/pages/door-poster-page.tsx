import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { TDoorAnswer } from '@studydesk/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { HOME_PATH, useSession } from '../../../lib/session.tsx';
import { FullScreenLoader } from '../../common/full-screen-loader.tsx';
import { posterCheckin } from '../api/door-devices.ts';
import { DoorAnswer } from '../components/door-answer.tsx';
import { DoorSignIn } from '../components/door-sign-in.tsx';

// The poster's token, from the address the phone's camera opened (the fragment, kept from logs).
// Kept here, not in a first render's state: a render React throws away (while texts load) must not
// lose it once the address no longer shows it.
let lastPoster: string | null = null;
function takePosterToken(): string | null {
  const token = window.location.hash.slice(1);
  if (token) {
    lastPoster = token;
    window.history.replaceState(null, '', window.location.pathname);
  }
  return lastPoster;
}

/**
 * A signed-in student scanned the door poster with their phone: one tap of the camera checks them
 * in, or out when in, and the answer shows large in their language. Not signed in: they sign in
 * on this page, which then goes on with the poster they scanned.
 */
export function DoorPosterPage() {
  const t = useT();
  const { status, user } = useSession();
  // Each scan of the poster is one pass: a scan again in this tab (only the fragment changes) too.
  const [scan, setScan] = useState(() => ({ poster: takePosterToken(), n: 0 }));
  const [answer, setAnswer] = useState<TDoorAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(-1);
  const isStudent = user?.role === 'student';
  const { poster } = scan;

  useEffect(() => {
    const again = () => {
      setAnswer(null);
      setError(null);
      setScan((s) => ({ poster: takePosterToken(), n: s.n + 1 }));
    };
    window.addEventListener('hashchange', again);
    return () => window.removeEventListener('hashchange', again);
  }, []);

  useEffect(() => {
    if (!isStudent || !scan.poster || sent.current === scan.n) return;
    sent.current = scan.n;
    posterCheckin(scan.poster)
      .then(setAnswer)
      .catch((err: unknown) => setError(messageOf(err, t('operations.door.failed'))));
  }, [isStudent, scan, t]);

  if (status === 'loading') return <FullScreenLoader />;
  return (
    <Center mih="100dvh" p="md">
      <Stack gap="lg" w="100%" maw={560}>
        {!poster ? (
          <Alert color="red" role="alert">
            {t('operations.door.noPoster')}
          </Alert>
        ) : !user ? (
          <DoorSignIn />
        ) : !isStudent ? (
          <Alert color="yellow" role="alert">
            {t('operations.door.studentsOnly')}
          </Alert>
        ) : error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : answer ? (
          <DoorAnswer answer={answer} />
        ) : (
          <Stack align="center" gap="sm" role="status">
            <Loader />
            <Text>{t('operations.door.checking')}</Text>
          </Stack>
        )}
        {isStudent ? (
          <Button component={Link} to={HOME_PATH.student} variant="light">
            {t('operations.door.home')}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
