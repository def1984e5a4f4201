import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { loginStatusQuery, useToggleLogin } from '../api/login-switch.ts';

/** Login Control: the global switch for admin, staff and student sign-in. */
export function GlobalSettingsPage() {
  const status = useQuery(loginStatusQuery);
  const toggle = useToggleLogin();
  const enabled = status.data?.login_enabled;

  const flip = async () => {
    if (enabled === undefined) return;
    if (enabled) {
      const ok = await confirmAction({
        title: 'Disable login',
        message:
          'Admins, staff and students will be signed out now and cannot sign in until you enable login again.',
        confirmLabel: 'Disable Login',
        danger: true,
      });
      if (!ok) return;
    }
    toggle.mutate(!enabled);
  };

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title="Global Settings" description="Login Control" />
      <Paper withBorder p="lg" radius="md">
        {status.isPending ? (
          <Skeleton h={60} />
        ) : status.isError ? (
          <Alert color="red" role="alert">
            Failed to fetch login status
          </Alert>
        ) : (
          <Stack gap="md">
            <Group gap="sm">
              <Text fw={600}>Login for admins, staff and students:</Text>
              <Badge color={enabled ? 'green' : 'red'} size="lg" variant="light" data-testid="login-state">
                {enabled ? 'Enabled' : 'Disabled'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Super admins can always sign in. Turning login off also ends everyone else's open sessions.
            </Text>
            <Group>
              <Button color={enabled ? 'red' : 'green'} onClick={flip} loading={toggle.isPending}>
                {enabled ? 'Disable Login' : 'Enable Login'}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
