import type {
  TConnectionTest,
  TGatewayLinkStatus,
  TGatewaySettings,
  TGatewaySettingsRequest,
  TOnlinePayment,
  TPayment,
} from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../errors/http-errors.ts';
import { toPaise } from '../../money.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import type { Poster } from '../finance/ledger.service.ts';
import { paymentOf, settleOnlinePayment } from '../finance/payments.service.ts';
import {
  claimGatewayPayment,
  closeLink,
  findGatewaySettings,
  type GatewayLinkRow,
  type GatewaySettingsRow,
  insertGatewayLink,
  markLinkPaid,
  newestLinkOf,
  recentLinksOf,
  saveGatewaySettings,
  setGatewayPaymentReceipt,
} from './gateway.queries.ts';
import {
  cancelRazorpayLink,
  checkRazorpayKeys,
  closeRazorpayQr,
  createRazorpayLink,
  createRazorpayQr,
  fetchRazorpayLink,
  fetchRazorpayPayment,
  fetchRazorpayQr,
  fetchRazorpayQrPayments,
  type RazorpayFailure,
  type RazorpayKeys,
} from './razorpay.ts';

/** What online payments need beyond the database: the box that opens secrets, and where Razorpay answers. */
export interface GatewayDeps {
  box: SecretBox;
  razorpayBase: string;
}

/** How long a link stays payable; Pay reuses it while more than REUSE_MARGIN_MS of that is left. */
export const LINK_LIFETIME_MS = 60 * 60 * 1000;
const REUSE_MARGIN_MS = 5 * 60 * 1000;

const webhookPath = (adminId: number) => `/api/webhooks/razorpay/${adminId}`;
const complete = (r: GatewaySettingsRow) =>
  Boolean(r.razorpayKeyId && r.razorpayKeySecretSealed && r.razorpayWebhookSecretSealed);
const acceptsOnline = (r: GatewaySettingsRow | null): r is GatewaySettingsRow =>
  Boolean(r?.razorpayEnabled && complete(r));

/** The settings as the owner sees them: secrets only as 'set' or not. */
export function presentGatewaySettings(adminId: number, row: GatewaySettingsRow | null): TGatewaySettings {
  return {
    enabled: row?.razorpayEnabled ?? false,
    key_id: row?.razorpayKeyId ?? '',
    key_secret_set: Boolean(row?.razorpayKeySecretSealed),
    webhook_secret_set: Boolean(row?.razorpayWebhookSecretSealed),
    webhook_path: webhookPath(adminId),
    accepts_online: acceptsOnline(row),
  };
}

export async function gatewaySettingsOf(db: Db, adminId: number) {
  return presentGatewaySettings(adminId, await findGatewaySettings(db, adminId));
}

/** A secret from the form: undefined/null keeps the stored one, '' clears it, text replaces it. */
function nextSecret(box: SecretBox, given: string | null | undefined, stored: string | null | undefined) {
  if (given === undefined || given === null) return stored ?? null;
  return given.trim() ? box.seal(given.trim()) : null;
}

/** Saves the owner's Razorpay keys; turned on, they must be complete. */
export async function updateGatewaySettings(
  db: Db,
  box: SecretBox,
  adminId: number,
  ask: TGatewaySettingsRequest,
) {
  const stored = await findGatewaySettings(db, adminId);
  const row: GatewaySettingsRow = {
    adminId,
    razorpayEnabled: ask.enabled,
    razorpayKeyId: ask.key_id,
    razorpayKeySecretSealed: nextSecret(box, ask.key_secret, stored?.razorpayKeySecretSealed),
    razorpayWebhookSecretSealed: nextSecret(box, ask.webhook_secret, stored?.razorpayWebhookSecretSealed),
    updatedAt: new Date(),
  };
  if (row.razorpayEnabled && !complete(row)) {
    throw badRequest('To take payments online, fill in the key ID, the key secret and the webhook secret.');
  }
  await saveGatewaySettings(db, row);
  return presentGatewaySettings(adminId, row);
}

const keysOf = (deps: GatewayDeps, row: GatewaySettingsRow): RazorpayKeys => ({
  base: deps.razorpayBase,
  keyId: row.razorpayKeyId,
  keySecret: deps.box.open(row.razorpayKeySecretSealed ?? ''),
});

/**
 * The library's Razorpay keys when online payments are on; null when they are not. `settling`:
 * also while switched off, so money already paid on a link still posts (webhooks, checks).
 */
export async function razorpayKeysOf(db: Db, deps: GatewayDeps, adminId: number, settling = false) {
  const row = await findGatewaySettings(db, adminId);
  if (!row || !(settling ? complete(row) : acceptsOnline(row))) return null;
  return { keys: keysOf(deps, row), row };
}

/** 'Test connection': lists one payment link with the saved keys. */
export async function testGatewayConnection(
  db: Db,
  deps: GatewayDeps,
  adminId: number,
): Promise<TConnectionTest> {
  const row = await findGatewaySettings(db, adminId);
  if (!row?.razorpayKeyId || !row.razorpayKeySecretSealed) {
    throw badRequest('Save the key ID and the key secret first.');
  }
  const result = await checkRazorpayKeys(keysOf(deps, row));
  return result.ok
    ? { ok: true, message: `Razorpay accepted the keys (${row.razorpayKeyId}).` }
    : { ok: false, message: `Razorpay refused: ${result.text}` };
}

/** A gateway call that failed: the caller (a webhook, a student) may try again. */
export const unreachable = (failure: RazorpayFailure) =>
  serviceUnavailable(`Razorpay did not answer as expected (${failure.text}). Please try again.`);

/** The payment a student pays online: their own (anyone else's is not found); the desk reads any. */
async function paymentInReach(db: Db, actor: TenantActor, id: number): Promise<TPayment> {
  const payment = await paymentOf(db, actor.tenantId, id);
  if (actor.role === 'student' && payment.student_id !== actor.userId) throw notFound('Payment not found.');
  return payment;
}

function presentQr(qr: GatewayLinkRow | null, now: Date): TOnlinePayment['qr'] {
  if (!qr) return null;
  const open = qr.status === 'created' && qr.expiresAt > now;
  const status = qr.status === 'created' ? (open ? 'open' : 'expired') : qr.status;
  return {
    status,
    image_url: open ? qr.url : null,
    content: open ? qr.qrContent : null,
    expires_at: qr.expiresAt.toISOString(),
  };
}

function presentOnline(
  payment: TPayment,
  available: boolean,
  link: GatewayLinkRow | null,
  now: Date,
  qr: GatewayLinkRow | null = null,
): TOnlinePayment {
  const base = {
    payment_id: payment.id,
    available,
    amount: payment.amount,
    receipt_id: payment.receipt_id,
    receipt_number: payment.receipt_number,
    qr: presentQr(qr, now),
  };
  if (payment.status === 'Paid' && (link?.status === 'paid' || qr?.status === 'paid')) {
    return { ...base, status: 'paid', url: null, expires_at: null };
  }
  if (!link) return { ...base, status: 'none', url: null, expires_at: null };
  const open = link.status === 'created' && link.expiresAt > now;
  const status =
    link.status === 'created'
      ? open
        ? link.failedAt
          ? 'failed'
          : 'open'
        : 'expired'
      : link.status === 'paid'
        ? 'paid'
        : link.status;
  return {
    ...base,
    status,
    url: open ? link.url : null,
    expires_at: link.expiresAt.toISOString(),
  };
}

/** How a student's payment stands online: whether the library takes it so, and its newest link. */
export async function onlinePaymentOf(db: Db, actor: TenantActor, id: number, now = new Date()) {
  const payment = await paymentInReach(db, actor, id);
  const [settings, link, qr] = await Promise.all([
    findGatewaySettings(db, actor.tenantId),
    newestLinkOf(db, actor.tenantId, id),
    newestLinkOf(db, actor.tenantId, id, 'qr'),
  ]);
  return presentOnline(payment, acceptsOnline(settings), link, now, qr);
}

/** Whether a link can still take this payment: open, for its amount, with time left to pay. */
const reusable = (link: GatewayLinkRow | null, amountPaise: number, now: Date) =>
  Boolean(
    link &&
      link.status === 'created' &&
      link.amountPaise === amountPaise &&
      link.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS,
  );

/**
 * The student's Pay: a payment link for their own unfinished payment's amount, reused while it
 * is valid. A link for another amount (the payment was started again) is cancelled first, so
 * only the newest can take money.
 */
export async function payOnline(
  db: Db,
  deps: GatewayDeps,
  actor: TenantActor,
  id: number,
  returnTo: string,
  now = new Date(),
) {
  const payment = await paymentInReach(db, actor, id);
  if (payment.status !== 'Unfinished') {
    throw conflict('This payment was already sent to the library or decided: start a new payment.');
  }
  const gateway = await razorpayKeysOf(db, deps, actor.tenantId);
  if (!gateway) throw badRequest('This library does not take payments online.');
  const amountPaise = toPaise(payment.amount);
  const newest = await newestLinkOf(db, actor.tenantId, id);
  const qr = await newestLinkOf(db, actor.tenantId, id, 'qr');
  if (newest && reusable(newest, amountPaise, now)) return presentOnline(payment, true, newest, now, qr);
  if (newest?.status === 'created') {
    // Best effort: a link Razorpay no longer takes money on is as good as cancelled.
    await cancelRazorpayLink(gateway.keys, newest.linkId);
    await closeLink(db, actor.tenantId, newest.id, 'cancelled');
  }
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
  const created = await createRazorpayLink(gateway.keys, {
    amountPaise,
    // Unique per Razorpay account: the library, the payment and the moment.
    referenceId: `SD${actor.tenantId}-${id}-${now.getTime().toString(36)}`,
    description: payment.description || `Payment ${payment.reference}`,
    customerName: payment.student_name,
    expireBy: expiresAt,
    callbackUrl: returnTo,
    notes: { studydesk_library: String(actor.tenantId), studydesk_payment: String(id) },
  });
  if (!created.ok) throw unreachable(created);
  const link = await insertGatewayLink(db, actor.tenantId, {
    paymentId: id,
    provider: 'razorpay',
    linkId: created.value.id,
    url: created.value.short_url,
    amountPaise,
    status: 'created',
    expiresAt,
  });
  return presentOnline(payment, true, link, now, qr);
}

/**
 * The student's Pay by UPI QR: a single-use Razorpay QR code that takes exactly the amount of
 * their own unfinished payment, reused while valid; one for another amount is closed first.
 */
export async function payByQr(db: Db, deps: GatewayDeps, actor: TenantActor, id: number, now = new Date()) {
  const payment = await paymentInReach(db, actor, id);
  if (payment.status !== 'Unfinished') {
    throw conflict('This payment was already sent to the library or decided: start a new payment.');
  }
  const gateway = await razorpayKeysOf(db, deps, actor.tenantId);
  if (!gateway) throw badRequest('This library does not take payments online.');
  const amountPaise = toPaise(payment.amount);
  const link = await newestLinkOf(db, actor.tenantId, id);
  const newest = await newestLinkOf(db, actor.tenantId, id, 'qr');
  if (newest && reusable(newest, amountPaise, now)) return presentOnline(payment, true, link, now, newest);
  if (newest?.status === 'created') {
    await closeRazorpayQr(gateway.keys, newest.linkId);
    await closeLink(db, actor.tenantId, newest.id, 'cancelled');
  }
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
  const created = await createRazorpayQr(gateway.keys, {
    amountPaise,
    name: `SD${actor.tenantId}-${id}`,
    description: payment.description || `Payment ${payment.reference}`,
    closeBy: expiresAt,
    notes: { studydesk_library: String(actor.tenantId), studydesk_payment: String(id) },
  });
  if (!created.ok) throw unreachable(created);
  const qr = await insertGatewayLink(db, actor.tenantId, {
    paymentId: id,
    provider: 'razorpay',
    kind: 'qr',
    linkId: created.value.id,
    url: created.value.image_url,
    qrContent: created.value.image_content ?? null,
    amountPaise,
    status: 'created',
    expiresAt,
  });
  return presentOnline(payment, true, link, now, qr);
}

/** The poster of money a gateway took: StudyDesk on Razorpay's word, in the library's today. */
async function gatewayPoster(db: Db, adminId: number): Promise<Poster> {
  return {
    tenantId: adminId,
    role: 'system',
    userId: 0,
    name: 'Razorpay',
    today: await libraryToday(db, adminId),
  };
}

/** What Razorpay says of a link or QR code now: its state and the payments made on it. */
export interface RemoteView {
  id: string;
  status: TGatewayLinkStatus;
  payments: { id: string; status?: string | undefined }[];
}

/** Razorpay's view of one of the library's links or QR codes (a closed QR: paid, closed by hand, or expired). */
export async function remoteOf(keys: RazorpayKeys, row: GatewayLinkRow): Promise<RemoteView> {
  if (row.kind === 'qr') {
    const qr = await fetchRazorpayQr(keys, row.linkId);
    if (!qr.ok) throw unreachable(qr);
    const listed = await fetchRazorpayQrPayments(keys, row.linkId);
    if (!listed.ok) throw unreachable(listed);
    const reason = qr.value.close_reason;
    const status: TGatewayLinkStatus =
      qr.value.status === 'active'
        ? 'created'
        : reason === 'paid'
          ? 'paid'
          : reason === 'on_demand'
            ? 'cancelled'
            : 'expired';
    return { id: qr.value.id, status, payments: listed.value.items };
  }
  const link = await fetchRazorpayLink(keys, row.linkId);
  if (!link.ok) throw unreachable(link);
  const s = link.value.status;
  const status: TGatewayLinkStatus = s === 'paid' || s === 'expired' || s === 'cancelled' ? s : 'created';
  return {
    id: link.value.id,
    status,
    payments: (link.value.payments ?? []).map((p) => ({ id: p.payment_id, status: p.status })),
  };
}

export type Settlement =
  | { outcome: 'recorded'; receiptNumber: number }
  | { outcome: 'duplicate' | 'ignored' };

/**
 * Posts a payment Razorpay took on one of the library's links, once: the payment is read back
 * from Razorpay (never the amount a webhook or a browser says), must be captured in rupees and
 * listed on that link; its id is claimed, so a second delivery, another event of the same
 * payment or the student's own check posts nothing more.
 */
export async function settleLinkPayment(
  db: Db,
  keys: RazorpayKeys,
  adminId: number,
  link: GatewayLinkRow,
  remote: RemoteView,
  paymentId: string,
): Promise<Settlement> {
  if (remote.id !== link.linkId || !remote.payments.some((p) => p.id === paymentId)) {
    return { outcome: 'ignored' };
  }
  const fetched = await fetchRazorpayPayment(keys, paymentId);
  if (!fetched.ok) throw unreachable(fetched);
  const payment = fetched.value;
  if (payment.status !== 'captured' || payment.currency !== 'INR' || payment.amount <= 0) {
    return { outcome: 'ignored' };
  }
  const claimed = await claimGatewayPayment(db, adminId, {
    providerPaymentId: payment.id,
    linkId: link.id,
    amountPaise: payment.amount,
  });
  if (!claimed) return { outcome: 'duplicate' };
  await markLinkPaid(db, adminId, link.id);
  const owner = await paymentOwner(db, adminId, link.paymentId);
  const receipt = await settleOnlinePayment(db, await gatewayPoster(db, adminId), {
    paymentId: link.paymentId,
    studentId: owner,
    amountPaise: payment.amount,
    reference: payment.id,
  });
  await setGatewayPaymentReceipt(db, adminId, payment.id, receipt.id);
  await closeOthers(db, keys, adminId, link);
  return { outcome: 'recorded', receiptNumber: receipt.number };
}

/**
 * Once a payment is paid on one link or QR code, the others still open for it take no more money
 * (best effort: one Razorpay no longer takes money on is as good as closed).
 */
async function closeOthers(db: Db, keys: RazorpayKeys, adminId: number, paid: GatewayLinkRow) {
  for (const row of await recentLinksOf(db, adminId, paid.paymentId)) {
    if (row.id === paid.id || row.status !== 'created') continue;
    if (row.kind === 'qr') await closeRazorpayQr(keys, row.linkId);
    else await cancelRazorpayLink(keys, row.linkId);
    await closeLink(db, adminId, row.id, 'cancelled');
  }
}

const paymentOwner = async (db: Db, adminId: number, paymentId: number) =>
  (await paymentOf(db, adminId, paymentId)).student_id;

/**
 * Brings a link or QR code in line with what Razorpay says of it now: its captured payments are
 * settled (once each); an expired or closed one is closed. Returns what changed.
 */
export async function syncLink(
  db: Db,
  keys: RazorpayKeys,
  adminId: number,
  link: GatewayLinkRow,
): Promise<Settlement | { outcome: 'updated' }> {
  const remote = await remoteOf(keys, link);
  let result: Settlement = { outcome: 'ignored' };
  for (const p of remote.payments) {
    if (p.status && p.status !== 'captured') continue;
    const settled = await settleLinkPayment(db, keys, adminId, link, remote, p.id);
    if (settled.outcome === 'recorded' || result.outcome === 'ignored') result = settled;
  }
  if (result.outcome === 'ignored' && (remote.status === 'expired' || remote.status === 'cancelled')) {
    return (await closeLink(db, adminId, link.id, remote.status))
      ? { outcome: 'updated' }
      : { outcome: 'ignored' };
  }
  return result;
}

/**
 * The student's return from Razorpay (or the page asking again): asks Razorpay about the newest
 * link and settles it when paid, so the receipt shows even before the webhook arrives.
 */
export async function checkOnlinePayment(db: Db, deps: GatewayDeps, actor: TenantActor, id: number) {
  await paymentInReach(db, actor, id);
  const gateway = await razorpayKeysOf(db, deps, actor.tenantId, true);
  for (const kind of ['link', 'qr'] as const) {
    const link = await newestLinkOf(db, actor.tenantId, id, kind);
    if (gateway && link && link.status === 'created') await syncLink(db, gateway.keys, actor.tenantId, link);
  }
  return onlinePaymentOf(db, actor, id);
}
