import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { reverseCreditNoteRefund } from '../finance/ledger.service.ts';
import {
  findGatewayRefund,
  gatewayPaymentOfReceipt,
  insertGatewayRefund,
  settleGatewayRefund,
} from './gateway.queries.ts';
import { type GatewayDeps, razorpayKeysOf, unreachable } from './gateway.service.ts';
import {
  createRazorpayRefund,
  fetchRazorpayPaymentRefunds,
  fetchRazorpayRefund,
  type RazorpayKeys,
} from './razorpay.ts';

/**
 * Refunds through the gateway (docs/payments-gateway.md). A receipt whose money Razorpay took is
 * refunded by Razorpay's refund API, in the refund's own transaction: the credit note and the
 * ledger's refund row are written first, then Razorpay is asked; when it refuses (or does not
 * answer) the transaction rolls back, so nothing is posted and no credit-note number is used.
 * When it accepts, the refund is kept by Razorpay's refund id with Razorpay's state (pending or
 * processed); `refund.processed` / `refund.failed` later move that state once, and a failed refund
 * puts its money back on the student's ledger (the refund row is reversed, once).
 */

export interface GatewayRefundTarget {
  keys: RazorpayKeys;
  providerPaymentId: string;
}

/** Where a receipt's refund goes through the gateway: its Razorpay payment and the keys; null for money taken by hand. */
export async function gatewayRefundTarget(
  db: Db,
  deps: GatewayDeps,
  adminId: number,
  receiptId: number,
): Promise<GatewayRefundTarget | null> {
  const paid = await gatewayPaymentOfReceipt(db, adminId, receiptId);
  if (!paid) return null;
  const gateway = await razorpayKeysOf(db, deps, adminId, true);
  if (!gateway) {
    throw badRequest(
      'This payment came through Razorpay: save the Razorpay keys in Settings to refund it there.',
    );
  }
  return { keys: gateway.keys, providerPaymentId: paid.providerPaymentId };
}

/**
 * Asks Razorpay to refund `amountPaise` of the payment for the credit note just written. The key
 * (X-Refund-Idempotency) names the library, the payment and the credit note, so asking again after
 * a lost answer gets the same refund, never a second one. Throws (rolling the refund back) when
 * Razorpay refuses or does not confirm exactly this refund.
 */
export async function refundThroughGateway(
  db: Db,
  adminId: number,
  target: GatewayRefundTarget,
  note: { id: number; number: number; label: string },
  amountPaise: number,
) {
  // A refund the owner already made on Razorpay's dashboard (reconciliation lists it as a refund
  // without a credit note) is recorded against this credit note, not made a second time.
  const made = await fetchRazorpayPaymentRefunds(target.keys, target.providerPaymentId);
  if (!made.ok) throw unreachable(made);
  for (const earlier of made.value.items) {
    if (earlier.amount !== amountPaise || earlier.status === 'failed') continue;
    if (await findGatewayRefund(db, adminId, earlier.id)) continue;
    const linked = await insertGatewayRefund(db, adminId, {
      providerRefundId: earlier.id,
      providerPaymentId: target.providerPaymentId,
      creditNoteId: note.id,
      amountPaise,
      status: earlier.status,
    });
    // Another credit note took it first: look on, or refund anew.
    if (linked) return earlier.status;
  }
  const asked = await createRazorpayRefund(target.keys, target.providerPaymentId, {
    amountPaise,
    receipt: note.label,
    idempotencyKey: `sd${adminId}-${target.providerPaymentId}-cn${note.number}`,
    notes: { studydesk_library: String(adminId), studydesk_credit_note: String(note.number) },
  });
  if (!asked.ok) {
    if (asked.status === 0 || asked.status >= 500) {
      throw unreachable(asked);
    }
    throw conflict(`Razorpay refused the refund: ${asked.text}. Nothing was refunded or posted.`);
  }
  const refund = asked.value;
  if (
    refund.payment_id !== target.providerPaymentId ||
    refund.amount !== amountPaise ||
    refund.currency !== 'INR' ||
    refund.status === 'failed'
  ) {
    throw conflict('Razorpay did not accept this refund as asked. Nothing was refunded or posted.');
  }
  await insertGatewayRefund(db, adminId, {
    providerRefundId: refund.id,
    providerPaymentId: target.providerPaymentId,
    creditNoteId: note.id,
    amountPaise,
    status: refund.status,
  });
  return refund.status;
}

/**
 * A refund event: the refund is read back from Razorpay (never the event's word) and its state
 * moved once, pending -> processed or failed. A failed refund's money goes back on the student's
 * ledger. False when nothing changed (unknown refund, still pending, or moved before).
 */
export async function followGatewayRefund(db: Db, keys: RazorpayKeys, adminId: number, refundId: string) {
  const row = await findGatewayRefund(db, adminId, refundId);
  if (row?.status !== 'pending') return false;
  const fetched = await fetchRazorpayRefund(keys, refundId);
  if (!fetched.ok) throw unreachable(fetched);
  const remote = fetched.value;
  if (remote.status === 'pending' || remote.payment_id !== row.providerPaymentId) return false;
  if (!(await settleGatewayRefund(db, adminId, refundId, remote.status))) return false;
  if (remote.status === 'failed') {
    await reverseCreditNoteRefund(
      db,
      {
        tenantId: adminId,
        role: 'system',
        userId: 0,
        name: 'Razorpay',
        today: await libraryToday(db, adminId),
      },
      row.creditNoteId,
      'Razorpay could not pay this refund out; the money stays with the library',
    );
  }
  return true;
}
