// Every Mantine style, as Mantine documents it, so any component is styled wherever it is used; in
// `@layer mantine`, so the app's own CSS wins over it.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startScreen } from './app/router.tsx';
import { startI18n } from './i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
startScreen(window.location.pathname);
// English is in the first download; a device that chose Hindi waits for its texts (no English flash).
// The first render is a transition, which React renders in slices of a few milliseconds between
// which the browser may paint and answer input, instead of one long task: on Lighthouse's slow
// phone the sign-in page's blocking time went from 350-380 ms to 160-220 ms (docs/performance.md).
void startI18n().then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// Installable app: the service worker caches the shell (never API data); registered after load so
// it does not compete with the first screen.
window.addEventListener('load', () => {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js');
});
