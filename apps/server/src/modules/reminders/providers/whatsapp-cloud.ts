import { TEMPLATE_PARAMETERS } from '@studydesk/contract';
import { type Dispatched, notSetUp, type OutgoingReminder, type ReminderProvider } from '../provider.ts';
import { whatsappReason } from './failure-reasons.ts';
import { callProvider, isRecord, type ProviderAnswer } from './post-json.ts';

export interface WhatsappCloudSettings {
  /** e.g. 'https://graph.facebook.com/v23.0' */
  base: string;
  phoneNumberId: string;
  accessToken: string;
  /** Approved template names per reminder kind; each exists in 'en' and 'hi'. */
  templates: Record<OutgoingReminder['kind'], string>;
}

/** WhatsApp refuses empty or multi-line parameters; '—' stands in as the library's own texts do. */
const parameterText = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || '—';

/** The Graph API's error object: `{ error: { code, message, error_data: { details } } }`. */
function graphError(answer: ProviderAnswer): { code: string; text: string } {
  const error = isRecord(answer.body) && isRecord(answer.body.error) ? answer.body.error : {};
  const details = isRecord(error.error_data) ? error.error_data.details : undefined;
  const code = typeof error.code === 'number' || typeof error.code === 'string' ? String(error.code) : '';
  const text = [error.message, details].filter((s) => typeof s === 'string' && s).join(': ');
  return { code: code || `http_${answer.status}`, text: text || `HTTP ${answer.status}` };
}

/** Sends approved template messages through the WhatsApp Business Cloud API. */
export function whatsappCloudProvider(settings: WhatsappCloudSettings): ReminderProvider {
  const auth = { authorization: `Bearer ${settings.accessToken}` };
  return {
    sendsByItself: true,
    name: 'whatsapp_cloud',
    channel: 'whatsapp',
    async dispatch(m): Promise<Dispatched> {
      const template = settings.templates[m.kind];
      if (!template) return notSetUp(m.kind);
      const answer = await callProvider(`${settings.base}/${settings.phoneNumberId}/messages`, {
        method: 'POST',
        headers: auth,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: m.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: template,
            language: { code: m.lang },
            components: [
              {
                type: 'body',
                parameters: TEMPLATE_PARAMETERS[m.kind].map((field) => ({
                  type: 'text',
                  text: parameterText(m.values[field]),
                })),
              },
            ],
          },
        },
      });
      if (answer.status === 0) {
        return {
          outcome: 'failed',
          template,
          code: 'network',
          reason: 'unreachable',
          text: answer.error ?? '',
        };
      }
      const messages = isRecord(answer.body) ? answer.body.messages : undefined;
      const first = Array.isArray(messages) && isRecord(messages[0]) ? messages[0] : null;
      if (answer.status >= 200 && answer.status < 300 && typeof first?.id === 'string') {
        return { outcome: 'sent', template, messageId: first.id };
      }
      const { code, text } = graphError(answer);
      return { outcome: 'failed', template, code, reason: whatsappReason(code, answer.status), text };
    },
  };
}

/** Reads the phone number's own record: proves the id and the token work together. */
export async function checkWhatsappConnection(
  settings: Pick<WhatsappCloudSettings, 'base' | 'phoneNumberId' | 'accessToken'>,
): Promise<{ ok: true; name: string } | { ok: false; reason: string; text: string }> {
  const answer = await callProvider(
    `${settings.base}/${settings.phoneNumberId}?fields=display_phone_number,verified_name`,
    { method: 'GET', headers: { authorization: `Bearer ${settings.accessToken}` } },
  );
  if (answer.status === 0) return { ok: false, reason: 'unreachable', text: answer.error ?? '' };
  if (answer.status === 200 && isRecord(answer.body)) {
    const { display_phone_number: phone, verified_name: name } = answer.body;
    return { ok: true, name: [name, phone].filter((s) => typeof s === 'string').join(', ') };
  }
  const { code, text } = graphError(answer);
  return { ok: false, reason: whatsappReason(code, answer.status), text };
}
