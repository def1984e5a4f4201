import { AppShell, Box, Burger, Button, Center, Group, Loader, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TRole } from '@studydesk/contract';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../features/common/language-switch.tsx';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
import { LOGIN_PATH, useSession } from '../../lib/session.tsx';
import { NAV } from './navigation.ts';
import classes from './role-layout.module.css';

export type { NavItem, NavSection } from './navigation.ts';

export interface RoleLayoutProps {
  role: TRole;
  /** Shown beside the brand, e.g. 'Super Admin'. */
  roleLabel: MessageKey;
  /** The superadmin's sidebar is dark. */
  dark?: boolean;
}

/** The frame of every signed-in screen: top bar with Logout, sidebar (a drawer on phones), content. */
export function RoleLayout({ role, roleLabel, dark = false }: RoleLayoutProps) {
  const sections = NAV[role];
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user, signOut } = useSession();
  const { pathname } = useLocation();

  // The guard takes the visitor to this role's login page once the session is gone.
  const logout = () => signOut(LOGIN_PATH[role]);

  return (
    <AppShell
      className={role === 'student' || role === 'staff' ? classes.touch : undefined}
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header className={dark ? classes.headerDark : undefined}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color={dark ? 'white' : undefined}
              aria-label={t('shell.toggleNavigation')}
            />
            <Text fw={800} size="lg" className={classes.brand}>
              StudyDesk
            </Text>
            <Text size="sm" c={dark ? 'gray.4' : 'dimmed'} visibleFrom="xs">
              {t(roleLabel)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c={dark ? 'gray.3' : 'dimmed'} visibleFrom="md" truncate maw={240}>
              {user?.name && user.role !== 'superadmin' ? user.name : user?.email}
            </Text>
            <LanguageSwitch show="other" dark={dark} />
            <Button variant={dark ? 'white' : 'light'} size="xs" onClick={logout}>
              {t('shell.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        className={dark ? classes.navDark : undefined}
        aria-label={t('shell.menu', { role: t(roleLabel) })}
      >
        {/* The browser's own scrolling: Mantine's ScrollArea would add 20 KB to every first screen. */}
        <Box p="sm" className={classes.navScroll}>
          {sections.map((section, i) => (
            <div key={section.title ?? i} className={classes.section}>
              {section.title ? (
                <Text className={classes.sectionTitle} c={dark ? 'gray.5' : 'dimmed'}>
                  {t(section.title)}
                </Text>
              ) : null}
              {section.items.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(item.label)}
                  active={pathname === item.to}
                  aria-current={pathname === item.to ? 'page' : undefined}
                  onClick={close}
                  variant={dark ? 'filled' : 'light'}
                  className={dark ? classes.linkDark : classes.link}
                />
              ))}
            </div>
          ))}
        </Box>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
