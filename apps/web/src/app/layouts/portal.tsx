import { MantineThemeProvider, PasswordInput } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { PORTAL_SERVER_TEXTS } from '../../i18n/portal-server-texts.ts';
import { addServerTexts } from '../../i18n/server-texts.ts';
import { useT } from '../../i18n/use-t.ts';
import { markDialogsReady } from '../../lib/dialogs-ready.ts';
import { queryClient } from '../../lib/query-client.ts';
import { RoleLayout, type RoleLayoutProps } from './role-layout.tsx';

// The server's messages met once signed in, shown in the language chosen (their texts are in the
// portal's dictionary part).
addServerTexts(PORTAL_SERVER_TEXTS);

// One cache for every portal (lib/query-client.ts); the sign-in pages need neither it nor dialogs,
// so they stay out of the first download.

// Confirm dialogs are opened through @mantine/modals' events, so the provider need not wrap the
// pages: it arrives after the first screen, which then carries no dialog code. Dialogs asked for
// before it listens wait for it (lib/dialogs-ready.ts); its effects run before this wrapper's.
const ModalsProvider = lazy(() =>
  import('@mantine/modals').then((m) => ({
    default: function ListeningModalsProvider() {
      useEffect(markDialogsReady, []);
      return <m.ModalsProvider />;
    },
  })),
);

/** A signed-in portal: data cache, confirm dialogs and the role's frame, loaded with its first page. */
export function Portal(props: RoleLayoutProps) {
  const t = useT();
  const toggleLabel = t('form.togglePassword');
  // Mantine names the password fields' eye button in English: in the language shown instead.
  const theme = useMemo(
    () => ({
      components: {
        PasswordInput: PasswordInput.extend({
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': toggleLabel } },
        }),
      },
    }),
    [toggleLabel],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MantineThemeProvider theme={theme}>
        <RoleLayout {...props} />
      </MantineThemeProvider>
      <Suspense fallback={null}>
        <ModalsProvider />
      </Suspense>
    </QueryClientProvider>
  );
}
