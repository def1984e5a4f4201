import { useLingui } from '@lingui/react';
import { MantineThemeProvider, PasswordInput } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@studydesk/contract/languages';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { addServerTexts } from '../../i18n/server-texts.ts';
import { useT } from '../../i18n/use-t.ts';
import { dialogsWanted, markDialogsReady } from '../../lib/dialogs-ready.ts';
import { queryClient } from '../../lib/query-client.ts';
import { RoleLayout, type RoleLayoutProps } from './role-layout.tsx';

// The server's messages met once signed in, shown in the language chosen (their texts are in the
// portal's dictionary part). The server writes English, so the map from its words to the texts'
// keys (9 KB) comes only when another language is shown: with the first page, or on the switch.
let serverTextsAdded: Promise<void> | null = null;
const addPortalServerTexts = () => {
  serverTextsAdded ??= import('../../i18n/portal-server-texts.ts').then((m) =>
    addServerTexts(m.PORTAL_SERVER_TEXTS),
  );
  return serverTextsAdded;
};

// One cache for every portal (lib/query-client.ts); the sign-in pages need neither it nor dialogs,
// so they stay out of the first download.

// Confirm dialogs are opened through @mantine/modals' events, so the provider need not wrap the
// pages: it arrives with the first dialog asked for, so a page that opens none carries no dialog
// code. Dialogs wait for it (lib/dialogs-ready.ts); its effects run before this wrapper's.
const ModalsProvider = lazy(() =>
  dialogsWanted
    .then(() => import('@mantine/modals'))
    .then((m) => ({
      default: function ListeningModalsProvider() {
        useEffect(markDialogsReady, []);
        return <m.ModalsProvider />;
      },
    })),
);

/** A signed-in portal: data cache, confirm dialogs and the role's frame, loaded with its first page. */
export function Portal(props: RoleLayoutProps) {
  const t = useT();
  const { i18n } = useLingui();
  useEffect(() => {
    if (i18n.locale !== DEFAULT_LANGUAGE) void addPortalServerTexts();
  }, [i18n.locale]);
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
