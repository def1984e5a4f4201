import { createHash } from 'node:crypto';
import type { TMessageStatus } from '@studydesk/contract';
import { z } from 'zod';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors/http-errors.ts';
import { claimWebhookDigest, findMessagingSettings, updateMessageStatus } from './messaging.queries.ts';
import { OLDEST_STATUS_MS, sameSecret } from './whatsapp-webhook.service.ts';

/** One delivery report as MSG91 words it (its webhook v2 `report` items, v3 bodies). */
const ZReport = z.object({
  requestId: z.string().min(1).max(200),
  number: z.string().regex(/^\d{10,15}$/),
  status: z.string().max(10),
  desc: z.string().max(200).optional(),
  failedReason: z.string().max(500).optional(),
  /** 'YYYY-MM-DD HH:MM:SS', India time. */
  date: z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
});
type Report = z.infer<typeof ZReport>;
/** Webhook v2: form field `data`, a JSON array of requests each with its reports. */
const ZV2 = z
  .array(
    z.object({
      requestId: z.string().min(1).max(200),
      report: z.array(ZReport.omit({ requestId: true })).max(1000),
    }),
  )
  .max(1000);

/** MSG91's delivery status codes: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked. */
const STATUS_OF: Record<string, TMessageStatus> = {
  '1': 'delivered',
  '2': 'failed',
  '9': 'failed',
  '16': 'failed',
  '17': 'failed',
  '25': 'failed',
};

/** The reports in a call: v3 (a JSON report, or an array of them) or v2 (`data`, JSON text). */
function reportsOf(body: unknown): Report[] | null {
  if (body && typeof body === 'object' && 'data' in body && typeof body.data === 'string') {
    let data: unknown;
    try {
      data = JSON.parse(body.data);
    } catch {
      return null;
    }
    const v2 = ZV2.safeParse(data);
    return v2.success
      ? v2.data.flatMap((r) => r.report.map((one) => ({ ...one, requestId: r.requestId })))
      : null;
  }
  const v3 = z.union([ZReport, z.array(ZReport).max(1000)]).safeParse(body);
  if (!v3.success) return null;
  return Array.isArray(v3.data) ? v3.data : [v3.data];
}

/**
 * Delivery reports from MSG91. MSG91 signs nothing: the URL carries the owner's delivery report
 * token (compared in constant time); the same body is applied once (a replay is a 409), a report
 * older than 7 days is ignored, and each moves its message forward in the log, never back, only
 * for the library's own MSG91 request ids sent to that number.
 */
export async function receiveMsg91Reports(
  db: Db,
  box: SecretBox,
  adminId: number,
  call: { token: string | undefined; raw: Buffer; body: unknown; now: Date },
) {
  const settings = await findMessagingSettings(db, adminId);
  if (!settings?.smsDlrTokenSealed) throw notFound('No MSG91 delivery reports are set up for this library.');
  if (!call.token) throw unauthorized('The delivery report token is missing.');
  if (!sameSecret(call.token, box.open(settings.smsDlrTokenSealed))) {
    throw forbidden('The delivery report token does not match.');
  }
  const reports = reportsOf(call.body);
  if (!reports) throw badRequest('This is not an MSG91 delivery report.');
  const digest = createHash('sha256').update(call.raw).digest('hex');
  if (!(await claimWebhookDigest(db, adminId, `msg91:${digest}`))) {
    throw conflict('This webhook call was already received.');
  }
  let updated = 0;
  for (const report of reports) {
    const status = STATUS_OF[report.status];
    const at = new Date(`${report.date.replace(' ', 'T')}+05:30`);
    if (!status || Number.isNaN(at.getTime()) || call.now.getTime() - at.getTime() > OLDEST_STATUS_MS)
      continue;
    updated += await updateMessageStatus(db, adminId, {
      provider: 'msg91',
      phone: `+${report.number}`,
      providerMessageId: report.requestId,
      status,
      at,
      errorCode: status === 'failed' ? `dlr_${report.status}` : null,
      errorText:
        status === 'failed'
          ? ['rejected', [report.desc, report.failedReason].filter(Boolean).join(': ')]
              .join(': ')
              .slice(0, 1000)
          : null,
    });
  }
  return { received: reports.length, updated };
}
