// The Mantine styles of a portal's frame and of the student's and staff's home screens, beyond the
// first screen's (first-screen-styles.ts), in Mantine's own order. Phones open those homes first:
// they show without waiting for the whole stylesheet (all-styles.ts, 250 KB), which follows once
// the first screen is painted; every other page waits for it (app/router.tsx). All are in `@layer mantine`.
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
