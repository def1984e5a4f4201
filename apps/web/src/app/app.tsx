import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { SessionProvider } from '../lib/session.tsx';
import { toastsWanted } from '../lib/toast.ts';
import { AppRoutes } from './router.tsx';
import { createAppTheme, cssVariablesResolver } from './theme.ts';

// The toast container (and its transitions) arrives with the first toast, so a screen that shows
// none never loads it; the toast waits in its store meanwhile.
const Notifications = lazy(() =>
  toastsWanted.then(() => import('@mantine/notifications')).then((m) => ({ default: m.Notifications })),
);

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ThemedApp />
    </I18nProvider>
  );
}

function ThemedApp() {
  const t = useT();
  // A new theme re-renders every component: make one only when the language changes, not when a
  // page's texts arrive.
  const language = useLingui().i18n.locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes with every loaded part
  const theme = useMemo(() => createAppTheme(t), [language]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </MantineProvider>
  );
}
