import {
  MESSAGE_KINDS,
  REQUIRED_MESSAGE_KINDS,
  type TConnectionTest,
  type TMessageKind,
  type TMessagingSettings,
  type TMessagingSettingsRequest,
  type TReminderChannel,
  type TReminderDeliveryMode,
} from '@studydesk/contract';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/client.ts';
import type { StoredProviderTemplates } from '../../db/schema/index.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { findMessagingSettings, type MessagingRow, saveMessagingSettings } from './messaging.queries.ts';
import { byHandProvider, type ReminderProvider } from './provider.ts';
import { msg91Provider } from './providers/msg91-sms.ts';
import { checkWhatsappConnection, whatsappCloudProvider } from './providers/whatsapp-cloud.ts';

/** What sending needs beyond the database: the box that opens secrets, and where providers answer. */
export interface MessagingDeps {
  box: SecretBox;
  whatsappBase: string;
  msg91Base: string;
  /** Where students reach this server (PUBLIC_URL): a link a message carries as a path starts with it. */
  publicUrl: string;
}

const NONE = { en: '', hi: '' };
/** Every kind's templates, '' where the owner entered none (rows saved before a kind existed lack it). */
const templatesOf = (stored: StoredProviderTemplates | undefined): Record<TMessageKind, LangTexts> =>
  Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, { ...NONE, ...stored?.[kind] }])) as Record<
    TMessageKind,
    LangTexts
  >;
type LangTexts = { en: string; hi: string };
const webhookPath = (adminId: number) => `/api/webhooks/whatsapp/${adminId}`;

const whatsappComplete = (r: MessagingRow) =>
  Boolean(
    r.whatsappPhoneNumberId &&
      r.whatsappTokenSealed &&
      REQUIRED_MESSAGE_KINDS.every((kind) => r.whatsappTemplates[kind].en),
  );
const smsComplete = (r: MessagingRow) =>
  Boolean(
    r.smsSenderId &&
      r.smsAuthKeySealed &&
      REQUIRED_MESSAGE_KINDS.every((kind) => r.smsTemplates[kind].en && r.smsTemplates[kind].hi),
  );

/** The settings as the owner sees them: secrets only as 'set' or not. */
export function presentMessagingSettings(adminId: number, row: MessagingRow | null): TMessagingSettings {
  const wa = templatesOf(row?.whatsappTemplates);
  return {
    whatsapp: {
      enabled: row?.whatsappEnabled ?? false,
      phone_number_id: row?.whatsappPhoneNumberId ?? '',
      templates: Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, wa[kind].en])) as Record<
        TMessageKind,
        string
      >,
      access_token_set: Boolean(row?.whatsappTokenSealed),
      app_secret_set: Boolean(row?.whatsappAppSecretSealed),
      verify_token_set: Boolean(row?.whatsappVerifyTokenSealed),
      webhook_path: webhookPath(adminId),
    },
    sms: {
      enabled: row?.smsEnabled ?? false,
      sender_id: row?.smsSenderId ?? '',
      templates: templatesOf(row?.smsTemplates),
      auth_key_set: Boolean(row?.smsAuthKeySealed),
      dlr_token_set: Boolean(row?.smsDlrTokenSealed),
      webhook_path: `/api/webhooks/msg91/${adminId}`,
    },
    sends_by_itself: row ? providersOn(row).length > 0 : false,
  };
}

const providersOn = (row: MessagingRow) => [
  ...(row.whatsappEnabled && whatsappComplete(row) ? ['whatsapp' as const] : []),
  ...(row.smsEnabled && smsComplete(row) ? ['sms' as const] : []),
];

/**
 * Whether a provider the library turned on can send this kind in this language: the kinds beyond
 * the desk's reminders go out only where the owner entered their templates.
 */
export async function sendsKind(db: Db, adminId: number, kind: TMessageKind, lang: 'en' | 'hi') {
  const row = await findMessagingSettings(db, adminId);
  if (!row) return false;
  const on = providersOn(row);
  return (
    (on.includes('whatsapp') && Boolean(templatesOf(row.whatsappTemplates)[kind].en)) ||
    (on.includes('sms') && Boolean(templatesOf(row.smsTemplates)[kind][lang]))
  );
}

/** Whether the desk's taps send by themselves (and on which channels), for desk and owner alike. */
export async function deliveryModeOf(db: Db, adminId: number): Promise<TReminderDeliveryMode> {
  const row = await findMessagingSettings(db, adminId);
  const on = row ? providersOn(row) : [];
  return { sends_by_itself: on.length > 0, whatsapp: on.includes('whatsapp'), sms: on.includes('sms') };
}

export async function messagingSettingsOf(db: Db, adminId: number) {
  return presentMessagingSettings(adminId, await findMessagingSettings(db, adminId));
}

/** A secret from the form: undefined/null keeps the stored one, '' clears it, text replaces it. */
function nextSecret(box: SecretBox, given: string | null | undefined, stored: string | null | undefined) {
  if (given === undefined || given === null) return stored ?? null;
  return given.trim() ? box.seal(given.trim()) : null;
}

/** Saves the owner's provider settings; a provider turned on must be complete. */
export async function updateMessagingSettings(
  db: Db,
  box: SecretBox,
  adminId: number,
  ask: TMessagingSettingsRequest,
) {
  const stored = await findMessagingSettings(db, adminId);
  const row: MessagingRow = {
    adminId,
    whatsappEnabled: ask.whatsapp.enabled,
    whatsappPhoneNumberId: ask.whatsapp.phone_number_id,
    // One approved template per kind, submitted to Meta in English and Hindi under the same name.
    whatsappTemplates: Object.fromEntries(
      MESSAGE_KINDS.map((kind) => {
        const name = ask.whatsapp.templates[kind] ?? '';
        return [kind, { en: name, hi: name }];
      }),
    ) as Record<TMessageKind, LangTexts>,
    whatsappTokenSealed: nextSecret(box, ask.whatsapp.access_token, stored?.whatsappTokenSealed),
    whatsappAppSecretSealed: nextSecret(box, ask.whatsapp.app_secret, stored?.whatsappAppSecretSealed),
    whatsappVerifyTokenSealed: nextSecret(box, ask.whatsapp.verify_token, stored?.whatsappVerifyTokenSealed),
    smsEnabled: ask.sms.enabled,
    smsSenderId: ask.sms.sender_id,
    smsTemplates: templatesOf(ask.sms.templates),
    smsAuthKeySealed: nextSecret(box, ask.sms.auth_key, stored?.smsAuthKeySealed),
    smsDlrTokenSealed: nextSecret(box, ask.sms.dlr_token, stored?.smsDlrTokenSealed),
    updatedAt: new Date(),
  };
  if (row.whatsappEnabled && !whatsappComplete(row)) {
    throw badRequest(
      'To turn on WhatsApp, fill in the phone number ID, both template names and the access token.',
    );
  }
  if (row.smsEnabled && !smsComplete(row)) {
    throw badRequest('To turn on SMS, fill in the sender ID, the auth key and all four template IDs.');
  }
  await saveMessagingSettings(db, row);
  return presentMessagingSettings(adminId, row);
}

/**
 * The providers a reminder over `channel` goes through, in order: WhatsApp, then SMS as its
 * fallback; an SMS reminder goes by SMS only. None turned on: the desk's link, as before.
 */
export async function providersFor(
  db: Db,
  deps: MessagingDeps,
  adminId: number,
  channel: TReminderChannel,
): Promise<ReminderProvider[]> {
  const row = await findMessagingSettings(db, adminId);
  if (!row) return [byHandProvider];
  const on = providersOn(row);
  const chain: ReminderProvider[] = [];
  if (channel === 'whatsapp' && on.includes('whatsapp') && row.whatsappTokenSealed) {
    chain.push(
      whatsappCloudProvider({
        base: deps.whatsappBase,
        phoneNumberId: row.whatsappPhoneNumberId,
        accessToken: deps.box.open(row.whatsappTokenSealed),
        templates: Object.fromEntries(
          MESSAGE_KINDS.map((kind) => [kind, templatesOf(row.whatsappTemplates)[kind].en]),
        ) as Record<TMessageKind, string>,
      }),
    );
  }
  if (on.includes('sms') && row.smsAuthKeySealed) {
    chain.push(
      msg91Provider({
        base: deps.msg91Base,
        authKey: deps.box.open(row.smsAuthKeySealed),
        senderId: row.smsSenderId,
        templates: templatesOf(row.smsTemplates),
      }),
    );
  }
  return chain.length > 0 ? chain : [byHandProvider];
}

/** 'Test connection': reads the phone number's record from Meta with the stored token. */
export async function testWhatsappConnection(
  db: Db,
  deps: MessagingDeps,
  adminId: number,
): Promise<TConnectionTest> {
  const row = await findMessagingSettings(db, adminId);
  if (!row?.whatsappPhoneNumberId || !row.whatsappTokenSealed) {
    throw badRequest('Save the phone number ID and the access token first.');
  }
  const result = await checkWhatsappConnection({
    base: deps.whatsappBase,
    phoneNumberId: row.whatsappPhoneNumberId,
    accessToken: deps.box.open(row.whatsappTokenSealed),
  });
  return result.ok
    ? { ok: true, message: result.name }
    : { ok: false, message: `${result.reason}: ${result.text}` };
}
