import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { type TGatewaySettingsRequest, ZGatewaySettingsRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import {
  ConnectionTestLine,
  NO_SECRET,
  ProviderCard,
  SecretField,
  type SecretInput,
  secretOut,
  WebhookUrl,
} from '../../common/provider-settings.tsx';
import { gatewaySettingsQuery, useSaveGatewaySettings, useTestGateway } from '../api/gateway.ts';

type Secret = 'key_secret' | 'webhook_secret';
const NO_SECRETS: Record<Secret, SecretInput> = { key_secret: NO_SECRET, webhook_secret: NO_SECRET };

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
    onChange: (v: SecretInput) => setSecrets((s) => ({ ...s, [name]: v })),
    error: errors[name],
  });

  return (
    <ProviderCard
      title={t('account.gateway.title')}
      intro={t('account.gateway.intro')}
      texts={{
        loading: t('account.gateway.loading'),
        loadFailed: t('account.gateway.loadFailed'),
        saveFailed: t('account.gateway.saveFailed'),
        save: t('account.gateway.save'),
      }}
      loadFailed={q.isError}
      ready={Boolean(plain && q.data)}
      save={save}
      onSubmit={submit}
    >
      {plain && q.data ? (
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
          <WebhookUrl intro={t('account.gateway.webhook')} path={q.data.webhook_path} />
          <ConnectionTestLine
            test={test}
            disabled={!q.data.key_secret_set}
            ok={(message) => t('account.gateway.testOk', { message })}
            failed={(reason) => t('account.gateway.testFailed', { reason })}
          />
        </>
      ) : null}
    </ProviderCard>
  );
}
