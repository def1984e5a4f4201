import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditNoteSplit,
  financialYear,
  GST_RATES,
  gstinCheckCharacter,
  gstinProblem,
  isValidGstin,
  placeOfSupplyLabel,
  splitGst,
  taxCreditNoteNumber,
  taxInvoiceNumber,
} from './gst.ts';

describe('GSTIN', () => {
  it('takes GSTINs whose check character matches', () => {
    // The GST portal's own example, and one printed in a published advance ruling (Kerala).
    for (const gstin of ['27AAPFU0939F1ZV', '32AABCL8151B1Z1', '07AAACI1681G1ZR', '99AAAAA0000A1ZR']) {
      expect(gstinProblem(gstin), gstin).toBeNull();
    }
  });

  it('names what is wrong with one that is not', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/); // one character off
    expect(gstinProblem('27AAPFU0939F1YV')).toMatch(/Not a GSTIN/); // 14th is not Z
    expect(gstinProblem('39AAPFU0939F1ZV')).toMatch(/Not a GSTIN/); // no state 39
    expect(gstinProblem('00AAPFU0939F1ZV')).toMatch(/Not a GSTIN/);
    expect(gstinProblem('27AAPF10939F1ZV')).toMatch(/Not a GSTIN/); // PAN has letters there
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/Not a GSTIN/); // entity number from 1
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/Not a GSTIN/); // callers upper-case first
  });

  it('catches every single-character typo and neighbour swap of a valid one', () => {
    const valid = '27AAPFU0939F1ZV';
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 15; i++) {
      for (const c of chars) {
        if (c === valid[i]) continue;
        expect(isValidGstin(valid.slice(0, i) + c + valid.slice(i + 1))).toBe(false);
      }
    }
    for (let i = 2; i < 13; i++) {
      const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
      if (swapped !== valid) expect(isValidGstin(swapped), swapped).toBe(false);
    }
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
});

describe('numbering and places', () => {
  it('counts financial years from April', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    expect(taxInvoiceNumber('2026-27', 1)).toBe('2026-27/0001');
    expect(taxCreditNoteNumber('2026-27', 12345)).toBe('CN2026-27/12345');
    expect(taxCreditNoteNumber('2026-27', 9999).length).toBeLessThanOrEqual(16);
    expect(placeOfSupplyLabel('27')).toBe('27-Maharashtra');
  });
});

describe('splitGst', () => {
  it('takes 18% out of an inclusive price and halves it within the state', () => {
    expect(splitGst(118000, 18, { inclusive: true, interState: false })).toEqual({
      taxable: 100000,
      cgst: 9000,
      sgst: 9000,
      igst: 0,
      total: 118000,
    });
    // ₹1,000 inclusive: 847.457... -> ₹847.46 taxable, ₹152.54 tax; the odd paisa goes to SGST.
    expect(splitGst(100000, 18, { inclusive: true, interState: false })).toEqual({
      taxable: 84746,
      cgst: 7627,
      sgst: 7627,
      igst: 0,
      total: 100000,
    });
    expect(splitGst(100002, 18, { inclusive: true, interState: false })).toMatchObject({
      cgst: 7627,
      sgst: 7628,
    });
    expect(splitGst(100000, 18, { inclusive: true, interState: true })).toMatchObject({
      igst: 15254,
      cgst: 0,
    });
    expect(splitGst(100000, 18, { inclusive: false, interState: true })).toEqual({
      taxable: 100000,
      cgst: 0,
      sgst: 0,
      igst: 18000,
      total: 118000,
    });
  });

  it('rounds half up to the paisa', () => {
    // 5 paise at 18% exclusive: 0.9 paise -> 1; 2 paise: 0.36 -> 0; 25 paise at 18%: 4.5 -> 5.
    expect(splitGst(5, 18, { inclusive: false, interState: true }).igst).toBe(1);
    expect(splitGst(2, 18, { inclusive: false, interState: true }).igst).toBe(0);
    expect(splitGst(25, 18, { inclusive: false, interState: true }).igst).toBe(5);
  });

  it('adds up to the total to the paisa for any amount, rate and split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_00_00_000 * 100 }),
        fc.oneof(
          fc.constantFrom(...GST_RATES),
          fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
        ),
        fc.boolean(),
        fc.boolean(),
        (amount, rate, inclusive, interState) => {
          const s = splitGst(amount, rate, { inclusive, interState });
          for (const part of [s.taxable, s.cgst, s.sgst, s.igst]) {
            expect(Number.isInteger(part) && part >= 0).toBe(true);
          }
          expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(s.total);
          if (inclusive) expect(s.total).toBe(amount);
          else expect(s.taxable).toBe(amount);
          if (interState) expect(s.cgst + s.sgst).toBe(0);
          else {
            expect(s.igst).toBe(0);
            expect(s.sgst - s.cgst).toBeGreaterThanOrEqual(0);
            expect(s.sgst - s.cgst).toBeLessThanOrEqual(1);
          }
          // The tax is the rate of the taxable value within half a paisa of rounding; inclusive
          // prices carry the taxable value's rounding too: half a paisa times 1 + rate/100.
          // In integers (basis points, BigInt): |tax - taxable × bp/10⁴| ≤ ½ (1 + bp/10⁴).
          const bp = BigInt(Math.round(rate * 100));
          const off = BigInt(s.total - s.taxable) * 10000n - BigInt(s.taxable) * bp;
          const bound = inclusive ? 5000n + bp / 2n + 1n : 5000n;
          expect((off < 0n ? -off : off) <= bound).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('creditNoteSplit', () => {
  it('never credits more of a part than the invoice charged, and all of it in full', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_00_00_000 * 100 }),
        fc.constantFrom(...GST_RATES),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (amount, rate, interState, weights, closeIt) => {
          const invoice = splitGst(amount, rate, { inclusive: true, interState });
          let left = { ...invoice };
          // Refunds in the proportions of `weights` of a random share of the invoice, or all of it.
          const sumW = weights.reduce((a, b) => a + b, 0);
          for (const w of weights) {
            const part = Math.min(left.total, Math.max(1, Math.floor((amount * w) / sumW / 2)));
            if (left.total === 0) break;
            const note = creditNoteSplit(part, rate, interState, left);
            expect(note.taxable + note.cgst + note.sgst + note.igst).toBe(part);
            for (const k of ['taxable', 'cgst', 'sgst', 'igst'] as const) {
              expect(note[k]).toBeGreaterThanOrEqual(0);
              expect(note[k]).toBeLessThanOrEqual(left[k]);
            }
            left = {
              taxable: left.taxable - note.taxable,
              cgst: left.cgst - note.cgst,
              sgst: left.sgst - note.sgst,
              igst: left.igst - note.igst,
              total: left.total - note.total,
            };
          }
          if (closeIt && left.total > 0) {
            const last = creditNoteSplit(left.total, rate, interState, left);
            expect(last).toEqual(left);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the rate on small repeated refunds until the tax runs out', () => {
    let left = splitGst(100, 18, { inclusive: true, interState: false }); // ₹1: 85 + 7 + 8
    for (let i = 0; i < 16; i++) {
      const note = creditNoteSplit(6, 18, false, left);
      left = {
        taxable: left.taxable - note.taxable,
        cgst: left.cgst - note.cgst,
        sgst: left.sgst - note.sgst,
        igst: 0,
        total: left.total - 6,
      };
      expect(Math.min(left.taxable, left.cgst, left.sgst)).toBeGreaterThanOrEqual(0);
    }
    expect(left.total).toBe(4);
  });
});
