import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type TGatewaySettingsRequest, ZGatewaySettingsRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { SecretField } from '../../reminders/components/messaging-settings.tsx';
import { gatewaySettingsQuery, useSaveGatewaySettings, useTestGateway } from '../api/gateway.ts';

type Secret = 'key_secret' | 'webhook_secret';
type Typed = { typed: string; clear: boolean };
const NO_SECRETS: Record<Secret, Typed> = {
  key_secret: { typed: '', clear: false },
  webhook_secret: { typed: '', clear: false },
};
/** A secret goes out only when typed (replace) or removed (''); otherwise it is left out (keep). */
const secretOut = (s: Typed) => (s.clear ? '' : s.typed.trim() ? s.typed.trim() : undefined);

/**
 * Settings: online payments through Razorpay. Key ID, key secret and webhook secret (secrets
 * sent when typed, never shown again), 'Test connection', and the webhook URL to paste into
 * Razorpay's dashboard.
 */
export function GatewaySettingsCard() {
  const t = useT();
  const q = useQuery(gatewaySettingsQuery);
  const save = useSaveGatewaySettings(t('account.gateway.saved'));
  const test = useTestGateway();
  const [plain, setPlain] = useState<{ enabled: boolean; key_id: string } | null>(null);
  const [secrets, setSecrets] = useState(NO_SECRETS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (q.data) {
      setPlain({ enabled: q.data.enabled, key_id: q.data.key_id });
      setSecrets(NO_SECRETS);
    }
  }, [q.data]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!plain) return;
    const body: TGatewaySettingsRequest = {
      ...plain,
      key_secret: secretOut(secrets.key_secret),
      webhook_secret: secretOut(secrets.webhook_secret),
    };
    const checked = ZGatewaySettingsRequest.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body);
  };
  const secret = (name: Secret) => ({
    value: secrets[name],
    onChange: (v: Typed) => setSecrets((s) => ({ ...s, [name]: v })),
    error: errors[name],
  });
  const webhookUrl = q.data ? `${window.location.origin}${q.data.webhook_path}` : '';

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate aria-label={t('account.gateway.title')}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('account.gateway.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.gateway.intro')}
          </Text>
          {q.isError ? (
            <Alert color="red">{t('account.gateway.loadFailed')}</Alert>
          ) : !plain || !q.data ? (
            <Stack gap="xs" aria-label={t('account.gateway.loading')}>
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          ) : (
            <>
              <Switch
                label={t('account.gateway.on')}
                checked={plain.enabled}
                onChange={(e) => setPlain({ ...plain, enabled: e.currentTarget.checked })}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput
                  label={t('account.gateway.keyId')}
                  description={t('account.gateway.keyIdHint')}
                  autoComplete="off"
                  value={plain.key_id}
                  error={errors.key_id}
                  onChange={(e) => setPlain({ ...plain, key_id: e.currentTarget.value.trim() })}
                />
                <SecretField
                  label={t('account.gateway.keySecret')}
                  set={q.data.key_secret_set}
                  {...secret('key_secret')}
                />
                <SecretField
                  label={t('account.gateway.webhookSecret')}
                  set={q.data.webhook_secret_set}
                  {...secret('webhook_secret')}
                />
              </SimpleGrid>
              <Text size="sm">
                {t('account.gateway.webhook')} <Code style={{ wordBreak: 'break-all' }}>{webhookUrl}</Code>
              </Text>
              <Group gap="sm">
                <Button
                  variant="light"
                  loading={test.isPending}
                  disabled={!q.data.key_secret_set}
                  onClick={() => test.mutate(undefined)}
                >
                  {t('account.gateway.test')}
                </Button>
                {test.data ? (
                  <Text size="sm" c={test.data.ok ? 'green' : 'red'} role="status">
                    {test.data.ok
                      ? t('account.gateway.testOk', { message: test.data.message })
                      : t('account.gateway.testFailed', { reason: test.data.message })}
                  </Text>
                ) : test.isError ? (
                  <Text size="sm" c="red" role="alert">
                    {messageOf(test.error, t('account.gateway.testFailed', { reason: '' }))}
                  </Text>
                ) : null}
              </Group>
            </>
          )}
          {save.isError ? (
            <Text c="red" size="sm" role="alert">
              {messageOf(save.error, t('account.gateway.saveFailed'))}
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!plain} w="fit-content">
            {t('account.gateway.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
