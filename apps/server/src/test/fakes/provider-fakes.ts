import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalFake, replyJson } from './local-fake.ts';

/** A request the fake received, as the provider would see it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A local stand-in for the WhatsApp Business Cloud API (`/v23.0/...`, Bearer token, Graph error
 * bodies) and MSG91's flow API (`/api/v5/flow`, `authkey` header), so tests send real HTTP and
 * nothing reaches the internet. Templates, tokens and the refusals to give are set by the test.
 */
export class ProviderFakes extends LocalFake {
  readonly seen: SeenRequest[] = [];
  /** WhatsApp messages accepted, with the id answered (browser tests read it at GET /fake/whatsapp/sent). */
  readonly sentWhatsapp: { to: string; id: string; parameters: string[] }[] = [];
  /** Tokens and keys the fake accepts. */
  whatsappToken = 'EAAG-fake-token';
  msg91AuthKey = 'msg91-fake-key';
  /** Approved WhatsApp templates: name -> languages, each taking this many body parameters. */
  whatsappTemplates = new Map<string, { langs: string[]; parameters: number }>();
  msg91Templates = new Set<string>();
  /** Numbers (digits only, with 91) that are not on WhatsApp: 131026. */
  notOnWhatsapp = new Set<string>();
  /** The next N WhatsApp sends answer 429 with code 130429. */
  rateLimitNext = 0;
  /** Numbers whose send drops the connection (the network fails mid-call). */
  dropFor = new Set<string>();
  private sequence = 0;

  /** Requests to a path starting with `prefix`. */
  requestsTo(prefix: string) {
    return this.seen.filter((r) => r.path.startsWith(prefix));
  }

  protected answer(req: IncomingMessage, res: ServerResponse, body: unknown, url: URL) {
    this.seen.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
    const reply = (status: number, json: unknown) => replyJson(res, status, json);
    if (url.pathname === '/fake/whatsapp/sent') return reply(200, this.sentWhatsapp);
    const wa = /^\/v23\.0\/(\d+)(\/messages)?$/.exec(url.pathname);
    if (wa) return this.whatsapp(req, res, reply, body, Boolean(wa[2]), wa[1] ?? '');
    if (url.pathname === '/api/v5/flow' && req.method === 'POST') return this.msg91(req, res, reply, body);
    reply(404, { error: { message: 'Unknown path', code: 803 } });
  }

  private graphError(status: number, code: number, message: string, details?: string) {
    return [
      status,
      {
        error: {
          message,
          type: 'OAuthException',
          code,
          ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
          fbtrace_id: `A${randomBytes(8).toString('hex')}`,
        },
      },
    ] as const;
  }

  private whatsapp(
    req: IncomingMessage,
    res: ServerResponse,
    reply: (s: number, j: unknown) => void,
    body: unknown,
    isSend: boolean,
    phoneNumberId: string,
  ) {
    if (req.headers.authorization !== `Bearer ${this.whatsappToken}`) {
      return reply(...this.graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token'));
    }
    if (!isSend) {
      return reply(200, {
        display_phone_number: '+91 98000 00000',
        verified_name: 'Gyan Library',
        id: phoneNumberId,
      });
    }
    const b = body as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; language?: { code?: string }; components?: { parameters?: unknown[] }[] };
    };
    if (b.messaging_product !== 'whatsapp' || b.type !== 'template' || !b.template || !b.to) {
      return reply(...this.graphError(400, 100, 'Invalid parameter'));
    }
    if (this.dropFor.has(b.to)) {
      res.socket?.destroy();
      return;
    }
    if (this.rateLimitNext > 0) {
      this.rateLimitNext--;
      return reply(
        ...this.graphError(429, 130429, 'Rate limit hit', 'Cloud API message throughput has been reached.'),
      );
    }
    const template = this.whatsappTemplates.get(b.template.name ?? '');
    if (!template?.langs.includes(b.template.language?.code ?? '')) {
      return reply(
        ...this.graphError(
          400,
          132001,
          '(#132001) Template name does not exist in the translation',
          'template name does not exist in the language',
        ),
      );
    }
    const given = b.template.components?.[0]?.parameters?.length ?? 0;
    if (given !== template.parameters) {
      return reply(
        ...this.graphError(
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
        ),
      );
    }
    if (this.notOnWhatsapp.has(b.to)) {
      return reply(...this.graphError(400, 131026, 'Message undeliverable', 'Unable to deliver message.'));
    }
    this.sequence++;
    const id = `wamid.FAKE${this.sequence}${randomBytes(6).toString('hex')}`;
    const parameters = (b.template.components?.[0]?.parameters ?? []).map((p) =>
      String((p as { text?: unknown }).text),
    );
    this.sentWhatsapp.push({ to: b.to, id, parameters });
    return reply(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: b.to, wa_id: b.to }],
      messages: [{ id, message_status: 'accepted' }],
    });
  }

  private msg91(
    req: IncomingMessage,
    _res: ServerResponse,
    reply: (s: number, j: unknown) => void,
    body: unknown,
  ) {
    if (req.headers.authkey !== this.msg91AuthKey) {
      return reply(401, { type: 'error', message: 'Authentication failure', code: '401' });
    }
    const b = body as { template_id?: string; recipients?: Record<string, string>[] };
    if (!b.template_id || !this.msg91Templates.has(b.template_id)) {
      return reply(400, { type: 'error', message: 'Template ID is not valid' });
    }
    if (!Array.isArray(b.recipients) || !b.recipients[0]?.mobiles) {
      return reply(400, { type: 'error', message: 'Mobile number missing' });
    }
    this.sequence++;
    return reply(200, { type: 'success', message: `3${this.sequence}${randomBytes(10).toString('hex')}` });
  }
}

/** `X-Hub-Signature-256` as Meta sends it: HMAC-SHA256 of the raw body with the app secret. */
export const hubSignature = (rawBody: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** A `whatsapp_business_account` notification carrying message statuses, as Meta posts it. */
export function statusNotification(
  phoneNumberId: string,
  statuses: { id: string; status: string; at: Date; errors?: { code: number; title: string }[] }[],
) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1314702302917944',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919800000000', phone_number_id: phoneNumberId },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(Math.floor(s.at.getTime() / 1000)),
                recipient_id: '919811122244',
                pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                ...(s.errors ? { errors: s.errors } : {}),
              })),
            },
          },
        ],
      },
    ],
  });
}

/** 'YYYY-MM-DD HH:MM:SS' in India time, as MSG91's reports write their dates. */
const indiaTime = (at: Date) =>
  new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * An MSG91 SMS delivery report as its webhook posts it: v3 is one JSON report; v2 is a form whose
 * `data` field is JSON text of the requests, each with its reports.
 */
export function msg91Report(
  version: 'v2' | 'v3',
  report: { requestId: string; number: string; status: string; desc: string; at: Date },
): { payload: string; headers: Record<string, string> } {
  const one = {
    date: indiaTime(report.at),
    number: report.number,
    status: report.status,
    desc: report.desc,
    senderId: 'GYANLB',
    credit: '1',
    userId: '270000',
    campaignName: 'API',
  };
  if (version === 'v3') {
    return {
      payload: JSON.stringify({ ...one, requestId: report.requestId }),
      headers: { 'content-type': 'application/json' },
    };
  }
  const data = JSON.stringify([
    { senderId: 'GYANLB', requestId: report.requestId, report: [one], userId: '270000', campaignName: 'API' },
  ]);
  return {
    payload: new URLSearchParams({ data }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
