// Every Mantine style (the portals use most components) and the toasts'; see first-screen-styles.ts.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
