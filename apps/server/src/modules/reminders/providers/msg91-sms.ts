import { TEMPLATE_PARAMETERS } from '@studydesk/contract';
import { type Dispatched, notSetUp, type OutgoingReminder, type ReminderProvider } from '../provider.ts';
import { msg91Reason } from './failure-reasons.ts';
import { callProvider, isRecord } from './post-json.ts';

export interface Msg91Settings {
  /** e.g. 'https://control.msg91.com/api/v5' */
  base: string;
  authKey: string;
  senderId: string;
  /** MSG91 template ids (each mapped to its DLT template id in MSG91's panel), per kind and language. */
  templates: Record<OutgoingReminder['kind'], Record<OutgoingReminder['lang'], string>>;
}

/**
 * Sends DLT-registered SMS through MSG91's flow API (`POST /flow`, `authkey` header): the
 * template's variables var1, var2 ... take the kind's values in TEMPLATE_PARAMETERS order.
 */
export function msg91Provider(settings: Msg91Settings): ReminderProvider {
  return {
    sendsByItself: true,
    name: 'msg91',
    channel: 'sms',
    async dispatch(m): Promise<Dispatched> {
      const template = settings.templates[m.kind][m.lang];
      if (!template) return notSetUp(m.kind);
      const recipient: Record<string, string> = { mobiles: m.to.replace(/^\+/, '') };
      TEMPLATE_PARAMETERS[m.kind].forEach((field, i) => {
        recipient[`var${i + 1}`] = m.values[field]?.trim() || '-';
      });
      const answer = await callProvider(`${settings.base}/flow`, {
        method: 'POST',
        headers: { authkey: settings.authKey },
        body: {
          template_id: template,
          sender: settings.senderId,
          short_url: '0',
          ...(m.lang === 'hi' ? { unicode: '1' } : {}),
          recipients: [recipient],
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
      const body = isRecord(answer.body) ? answer.body : {};
      const message = typeof body.message === 'string' ? body.message : '';
      if (answer.status >= 200 && answer.status < 300 && body.type === 'success' && message) {
        return { outcome: 'sent', template, messageId: message };
      }
      return {
        outcome: 'failed',
        template,
        code: `http_${answer.status}`,
        reason: msg91Reason(message, answer.status),
        text: message || `HTTP ${answer.status}`,
      };
    },
  };
}
