import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { confirmAction } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { loginStatusQuery, useToggleLogin } from '../api/login-switch.ts';

/** Login Control: the global switch for admin, staff and student sign-in. */
export function GlobalSettingsPage() {
  const t = useT();
  const status = useQuery(loginStatusQuery);
  const toggle = useToggleLogin();
  const enabled = status.data?.login_enabled;

  const flip = async () => {
    if (enabled === undefined) return;
    if (enabled) {
      const ok = await confirmAction({
        title: t('platform.settings.disableTitle'),
        message: t('platform.settings.disableMessage'),
        confirmLabel: t('platform.settings.disable'),
        danger: true,
      });
      if (!ok) return;
    }
    toggle.mutate(!enabled);
  };

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title={t('platform.settings.title')} description={t('platform.settings.description')} />
      <Paper withBorder p="lg" radius="md">
        {status.isPending ? (
          <Skeleton h={60} />
        ) : status.isError ? (
          <Alert color="red" role="alert">
            {t('platform.settings.loadFailed')}
          </Alert>
        ) : (
          <Stack gap="md">
            <Group gap="sm">
              <Text fw={600}>{t('platform.settings.loginFor')}</Text>
              <Badge color={enabled ? 'green' : 'red'} size="lg" variant="light" data-testid="login-state">
                {enabled ? t('platform.settings.enabled') : t('platform.settings.disabled')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('platform.settings.note')}
            </Text>
            <Group>
              <Button color={enabled ? 'red' : 'green'} onClick={flip} loading={toggle.isPending}>
                {enabled ? t('platform.settings.disable') : t('platform.settings.enable')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
