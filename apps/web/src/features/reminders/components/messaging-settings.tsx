import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MESSAGE_KINDS,
  TEMPLATE_PARAMETERS,
  type TMessageField,
  type TMessageKind,
  type TMessagingSettings,
  type TMessagingSettingsRequest,
  ZMessagingSettingsRequest,
} from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import {
  messagingSettingsQuery,
  useSaveMessagingSettings,
  useTestWhatsapp,
} from '../api/messaging-settings.ts';

type Secret = 'access_token' | 'app_secret' | 'verify_token' | 'auth_key' | 'dlr_token';
const SMS_SECRETS: readonly Secret[] = ['auth_key', 'dlr_token'];
/** What the owner typed in a secret field: '' keeps the stored one unless they chose to remove it. */
type Secrets = Record<Secret, { typed: string; clear: boolean }>;
const NO_SECRETS: Secrets = {
  access_token: { typed: '', clear: false },
  app_secret: { typed: '', clear: false },
  verify_token: { typed: '', clear: false },
  auth_key: { typed: '', clear: false },
  dlr_token: { typed: '', clear: false },
};

/** The form's plain fields, as the server keeps them. */
type Plain = {
  whatsapp: Omit<TMessagingSettings['whatsapp'], `${string}_set` | 'webhook_path'>;
  sms: Omit<TMessagingSettings['sms'], `${string}_set` | 'webhook_path'>;
};
const plainOf = (s: TMessagingSettings): Plain => ({
  whatsapp: {
    enabled: s.whatsapp.enabled,
    phone_number_id: s.whatsapp.phone_number_id,
    templates: s.whatsapp.templates,
  },
  sms: { enabled: s.sms.enabled, sender_id: s.sms.sender_id, templates: s.sms.templates },
});

/** A secret goes out only when typed (replace) or removed (''); otherwise it is left out (keep). */
const secretOut = (s: { typed: string; clear: boolean }) =>
  s.clear ? '' : s.typed.trim() ? s.typed.trim() : undefined;

function requestOf(plain: Plain, secrets: Secrets): TMessagingSettingsRequest {
  return {
    whatsapp: {
      ...plain.whatsapp,
      access_token: secretOut(secrets.access_token),
      app_secret: secretOut(secrets.app_secret),
      verify_token: secretOut(secrets.verify_token),
    },
    sms: { ...plain.sms, auth_key: secretOut(secrets.auth_key), dlr_token: secretOut(secrets.dlr_token) },
  };
}

const FIELD_NAMES: Record<TMessageField, MessageKey> = {
  name: 'account.messaging.fields.name',
  institute: 'account.messaging.fields.institute',
  amount: 'account.messaging.fields.amount',
  due_date: 'account.messaging.fields.due_date',
  upi_link: 'account.messaging.fields.upi_link',
  seat: 'account.messaging.fields.seat',
  shift: 'account.messaging.fields.shift',
  receipt_no: 'account.messaging.fields.receipt_no',
  link: 'account.messaging.fields.link',
  month: 'account.messaging.fields.month',
  date: 'account.messaging.fields.date',
  collected: 'account.messaging.fields.collected',
  dues_total: 'account.messaging.fields.dues_total',
};
/** Each kind's template field label (WhatsApp) and its name inside the SMS labels. */
const KIND_NAMES: Record<TMessageKind, { template: MessageKey; kind: MessageKey }> = {
  dues: { template: 'account.messaging.duesTemplate', kind: 'account.messaging.kindDues' },
  expiry: { template: 'account.messaging.expiryTemplate', kind: 'account.messaging.kindExpiry' },
  receipt: { template: 'account.messaging.receiptTemplate', kind: 'account.messaging.kindReceipt' },
  month_end: { template: 'account.messaging.monthEndTemplate', kind: 'account.messaging.kindMonthEnd' },
  digest: { template: 'account.messaging.digestTemplate', kind: 'account.messaging.kindDigest' },
};
/** '{{1}} name, {{2}} library, ...': what the approved template's body takes, in order. */
const fieldList = (t: Translate, kind: keyof typeof TEMPLATE_PARAMETERS) =>
  TEMPLATE_PARAMETERS[kind].map((f, i) => `{{${i + 1}}} ${t(FIELD_NAMES[f])}`).join(', ');

/** A secret input: never shows the stored value, only whether one is set; can be removed. */
function SecretField({
  label,
  set,
  value,
  onChange,
  error,
}: {
  label: string;
  set: boolean;
  value: { typed: string; clear: boolean };
  onChange(v: { typed: string; clear: boolean }): void;
  error?: string;
}) {
  const t = useT();
  const description = value.clear
    ? t('account.messaging.willClear')
    : set
      ? t('account.messaging.secretSet')
      : t('account.messaging.secretNotSet');
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <PasswordInput
        style={{ flex: 1 }}
        label={label}
        description={description}
        autoComplete="off"
        value={value.typed}
        disabled={value.clear}
        error={error}
        onChange={(e) => onChange({ typed: e.currentTarget.value, clear: false })}
      />
      {set && !value.clear ? (
        <Button variant="subtle" color="red" onClick={() => onChange({ typed: '', clear: true })}>
          {t('account.messaging.clear')}
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * Settings: the providers that send reminders by themselves. WhatsApp Business (phone number ID,
 * approved template names, access token, webhook secrets) with 'Test connection', and MSG91 SMS as
 * its fallback. Secrets are sent when typed and never shown again.
 */
export function MessagingSettingsCard() {
  const t = useT();
  const q = useQuery(messagingSettingsQuery);
  const save = useSaveMessagingSettings(t('account.messaging.saved'));
  const test = useTestWhatsapp();
  const [plain, setPlain] = useState<Plain | null>(null);
  const [secrets, setSecrets] = useState<Secrets>(NO_SECRETS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (q.data) {
      setPlain(plainOf(q.data));
      setSecrets(NO_SECRETS);
    }
  }, [q.data]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!plain) return;
    const body = requestOf(plain, secrets);
    const checked = ZMessagingSettingsRequest.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body);
  };
  const wa = (change: Partial<Plain['whatsapp']>) =>
    setPlain((p) => (p ? { ...p, whatsapp: { ...p.whatsapp, ...change } } : p));
  const sms = (change: Partial<Plain['sms']>) =>
    setPlain((p) => (p ? { ...p, sms: { ...p.sms, ...change } } : p));
  const secret = (name: Secret) => ({
    value: secrets[name],
    onChange: (v: { typed: string; clear: boolean }) => setSecrets((s) => ({ ...s, [name]: v })),
    error: errors[`${SMS_SECRETS.includes(name) ? 'sms' : 'whatsapp'}.${name}`],
  });
  const webhookUrl = q.data ? `${window.location.origin}${q.data.whatsapp.webhook_path}` : '';
  const dlrUrl = q.data ? `${window.location.origin}${q.data.sms.webhook_path}?token=…` : '';

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate aria-label={t('account.messaging.title')}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('account.messaging.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.messaging.intro')} {t('account.messaging.optionalKinds')}
          </Text>
          {q.isError ? (
            <Alert color="red">{t('account.messaging.loadFailed')}</Alert>
          ) : !plain || !q.data ? (
            <Stack gap="xs" aria-label={t('account.messaging.loading')}>
              <Skeleton height={36} />
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          ) : (
            <>
              <Title order={3} size="h5">
                {t('account.messaging.whatsapp')}
              </Title>
              <Switch
                label={t('account.messaging.whatsappOn')}
                checked={plain.whatsapp.enabled}
                onChange={(e) => wa({ enabled: e.currentTarget.checked })}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput
                  label={t('account.messaging.phoneNumberId')}
                  description={t('account.messaging.phoneNumberIdHint')}
                  inputMode="numeric"
                  value={plain.whatsapp.phone_number_id}
                  error={errors['whatsapp.phone_number_id']}
                  onChange={(e) => wa({ phone_number_id: e.currentTarget.value.trim() })}
                />
                <SecretField
                  label={t('account.messaging.accessToken')}
                  set={q.data.whatsapp.access_token_set}
                  {...secret('access_token')}
                />
                {MESSAGE_KINDS.map((kind) => (
                  <TextInput
                    key={kind}
                    label={t(KIND_NAMES[kind].template)}
                    description={t('account.messaging.templateHint', {
                      count: TEMPLATE_PARAMETERS[kind].length,
                      fields: fieldList(t, kind),
                    })}
                    value={plain.whatsapp.templates[kind]}
                    error={errors[`whatsapp.templates.${kind}`]}
                    onChange={(e) =>
                      wa({ templates: { ...plain.whatsapp.templates, [kind]: e.currentTarget.value.trim() } })
                    }
                  />
                ))}
                <SecretField
                  label={t('account.messaging.appSecret')}
                  set={q.data.whatsapp.app_secret_set}
                  {...secret('app_secret')}
                />
                <SecretField
                  label={t('account.messaging.verifyToken')}
                  set={q.data.whatsapp.verify_token_set}
                  {...secret('verify_token')}
                />
              </SimpleGrid>
              <Text size="sm">
                {t('account.messaging.webhook')} <Code style={{ wordBreak: 'break-all' }}>{webhookUrl}</Code>
              </Text>
              <Group gap="sm">
                <Button
                  variant="light"
                  loading={test.isPending}
                  disabled={!q.data.whatsapp.access_token_set}
                  onClick={() => test.mutate(undefined)}
                >
                  {t('account.messaging.test')}
                </Button>
                {test.data ? (
                  <Text size="sm" c={test.data.ok ? 'green' : 'red'} role="status">
                    {test.data.ok
                      ? t('account.messaging.testOk', { name: test.data.message })
                      : t('account.messaging.testFailed', { reason: test.data.message })}
                  </Text>
                ) : test.isError ? (
                  <Text size="sm" c="red" role="alert">
                    {messageOf(test.error, t('account.messaging.testFailed', { reason: '' }))}
                  </Text>
                ) : null}
              </Group>

              <Title order={3} size="h5">
                {t('account.messaging.sms')}
              </Title>
              <Switch
                label={t('account.messaging.smsOn')}
                checked={plain.sms.enabled}
                onChange={(e) => sms({ enabled: e.currentTarget.checked })}
              />
              <Text size="sm" c="dimmed">
                {t('account.messaging.smsHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput
                  label={t('account.messaging.senderId')}
                  maxLength={6}
                  value={plain.sms.sender_id}
                  error={errors['sms.sender_id']}
                  onChange={(e) => sms({ sender_id: e.currentTarget.value.trim().toUpperCase() })}
                />
                <SecretField
                  label={t('account.messaging.authKey')}
                  set={q.data.sms.auth_key_set}
                  {...secret('auth_key')}
                />
                <SecretField
                  label={t('account.messaging.dlrToken')}
                  set={q.data.sms.dlr_token_set}
                  {...secret('dlr_token')}
                />
                {MESSAGE_KINDS.flatMap((kind) =>
                  (['en', 'hi'] as const).map((lang) => (
                    <TextInput
                      key={`${kind}.${lang}`}
                      label={t('account.messaging.smsTemplate', {
                        kind: t(KIND_NAMES[kind].kind),
                        lang: t(lang === 'en' ? 'account.messaging.langEn' : 'account.messaging.langHi'),
                      })}
                      value={plain.sms.templates[kind][lang]}
                      error={errors[`sms.templates.${kind}.${lang}`]}
                      onChange={(e) =>
                        sms({
                          templates: {
                            ...plain.sms.templates,
                            [kind]: { ...plain.sms.templates[kind], [lang]: e.currentTarget.value.trim() },
                          },
                        })
                      }
                    />
                  )),
                )}
              </SimpleGrid>
              <Text size="sm">
                {t('account.messaging.dlrWebhook')} <Code style={{ wordBreak: 'break-all' }}>{dlrUrl}</Code>
              </Text>
            </>
          )}
          {save.isError ? (
            <Text c="red" size="sm" role="alert">
              {messageOf(save.error, t('account.messaging.saveFailed'))}
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!plain} w="fit-content">
            {t('account.messaging.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
