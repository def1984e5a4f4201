import {
  formatRupees,
  type TDues,
  type TFeeRecord,
  type TLedgerEntryType,
  type TStudentLedger,
} from '@studydesk/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';

const t = useLibrary();

type Op =
  | { kind: 'charge' | 'discount' | 'refund'; paise: number }
  | { kind: 'payment'; paise: number; method: 'cash' | 'upi' | 'card' | 'bank_transfer' }
  | { kind: 'reverse'; pick: number };

const paise = fc.integer({ min: 1, max: 20_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('charge' as const, 'discount' as const, 'refund' as const), paise }),
  fc.record({
    kind: fc.constant('payment' as const),
    paise,
    method: fc.constantFrom('cash' as const, 'upi' as const, 'card' as const, 'bank_transfer' as const),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);

const { send } = t;

/** The model's balance, summed by the rule's own words (the app's formula is the database's ledger_effect). */
const modelBalance = (rows: readonly { entry_type: TLedgerEntryType; amount_paise: number }[]) =>
  rows.reduce(
    (sum, r) => sum + (r.entry_type === 'charge' || r.entry_type === 'refund' ? 1 : -1) * r.amount_paise,
    0,
  );

/** Applies one operation through the API; returns the rows it adds to the model. */
async function apply(
  studentId: number,
  o: Op,
  model: { id: number; entry_type: TLedgerEntryType; amount_paise: number }[],
) {
  if (o.kind === 'reverse') {
    const open = model.filter((e) => e.amount_paise > 0 && !model.some((r) => r.id === -e.id));
    const target = open[o.pick % Math.max(1, open.length)];
    if (!target) return;
    const res = await send('POST', `/api/ledger/entries/${target.id}/reverse`, { reason: 'test' });
    expect(res.statusCode, res.body).toBe(201);
    model.push({ id: -target.id, entry_type: target.entry_type, amount_paise: -target.amount_paise });
    return;
  }
  const amount = o.paise / 100;
  if (o.kind === 'payment') {
    const res = await send('POST', '/api/desk-payments', { student_id: studentId, amount, method: o.method });
    expect(res.statusCode, res.body).toBe(201);
    const ledger = (await send('GET', `/api/ledger/${studentId}`)).json<TStudentLedger>();
    const last = ledger.entries.at(-1);
    if (!last) throw new Error('no ledger row');
    model.push({ id: last.id, entry_type: 'payment', amount_paise: o.paise });
    return;
  }
  const res = await send('POST', '/api/ledger/entries', {
    student_id: studentId,
    entry_type: o.kind,
    amount,
  });
  expect(res.statusCode, res.body).toBe(201);
  model.push({ id: res.json<{ id: number }>().id, entry_type: o.kind, amount_paise: o.paise });
}

describe('ledger arithmetic (property)', () => {
  it('every view of the due equals charges - discounts - payments + refunds, to the paisa', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 7 }), async (ops) => {
        const student = await buildStudent(t.db, { admin: t.admin });
        const model: { id: number; entry_type: TLedgerEntryType; amount_paise: number }[] = [];
        for (const o of ops) await apply(student.id, o, model);
        const balance = modelBalance(model);
        const due = Math.max(0, balance) / 100;
        const advance = Math.max(0, -balance) / 100;

        const fees = (await send('GET', `/api/fees/search?query=${student.studentId}`)).json<TFeeRecord[]>();
        expect(fees.find((f) => f.student_id === student.id)).toMatchObject({
          due,
          advance,
          balance: balance / 100,
        });
        const details = (await send('GET', `/api/fees/student/${student.id}`)).json();
        expect(details.student).toMatchObject({ due, advance });
        expect(details.feeHistory[0]?.balance ?? 0).toBe(balance / 100);
        const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
        const own = (
          await send('GET', `/api/ledger/${student.id}`, undefined, studentToken)
        ).json<TStudentLedger>();
        expect(own.totals).toMatchObject({ due, advance, balance: balance / 100 });
        const dues = (await send('GET', '/api/dues?limit=500')).json<TDues>();
        expect(dues.rows.find((r) => r.student_id === student.id)?.due ?? 0).toBe(due);
        const pdf = await pdfText((await send('GET', `/api/fees/invoice/${student.id}`)).rawPayload);
        expect(pdf.split('\n')).toContain(`Due ${formatRupees(due)}`);
        if (advance > 0) expect(pdf.split('\n')).toContain(`Advance ${formatRupees(advance)}`);
      }),
      { numRuns: 12 },
    );
    // Each run posts a history and renders every screen and a PDF: generous on a busy machine.
  }, 180_000);
});
