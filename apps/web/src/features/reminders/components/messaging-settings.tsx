import { SimpleGrid, Switch, Text, TextInput, Title } from '@mantine/core';
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
import {
  ConnectionTestLine,
  NO_SECRET,
  ProviderCard,
  SecretField,
  type SecretInput,
  secretOut,
  WebhookUrl,
} from '../../common/provider-settings.tsx';
import {
  messagingSettingsQuery,
  useSaveMessagingSettings,
  useTestWhatsapp,
} from '../api/messaging-settings.ts';

type Secret = 'access_token' | 'app_secret' | 'verify_token' | 'auth_key' | 'dlr_token';
const SMS_SECRETS: readonly Secret[] = ['auth_key', 'dlr_token'];
type Secrets = Record<Secret, SecretInput>;
const NO_SECRETS: Secrets = {
  access_token: NO_SECRET,
  app_secret: NO_SECRET,
  verify_token: NO_SECRET,
  auth_key: NO_SECRET,
  dlr_token: NO_SECRET,
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
    onChange: (v: SecretInput) => setSecrets((s) => ({ ...s, [name]: v })),
    error: errors[`${SMS_SECRETS.includes(name) ? 'sms' : 'whatsapp'}.${name}`],
  });

  return (
    <ProviderCard
      title={t('account.messaging.title')}
      intro={`${t('account.messaging.intro')} ${t('account.messaging.optionalKinds')}`}
      texts={{
        loading: t('account.messaging.loading'),
        loadFailed: t('account.messaging.loadFailed'),
        saveFailed: t('account.messaging.saveFailed'),
        save: t('account.messaging.save'),
      }}
      loadFailed={q.isError}
      ready={Boolean(plain && q.data)}
      save={save}
      onSubmit={submit}
    >
      {plain && q.data ? (
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
          <WebhookUrl intro={t('account.messaging.webhook')} path={q.data.whatsapp.webhook_path} />
          <ConnectionTestLine
            test={test}
            disabled={!q.data.whatsapp.access_token_set}
            ok={(name) => t('account.messaging.testOk', { name })}
            failed={(reason) => t('account.messaging.testFailed', { reason })}
          />

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
          <WebhookUrl intro={t('account.messaging.dlrWebhook')} path={`${q.data.sms.webhook_path}?token=…`} />
        </>
      ) : null}
    </ProviderCard>
  );
}
