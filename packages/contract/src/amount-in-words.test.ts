import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, MAX_WORDS_RUPEES } from './money.ts';

const NUMBERS: Record<string, number> = Object.fromEntries(
  [
    ['Zero', 0],
    ...'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'
      .split(' ')
      .map((w, i) => [w, i + 1]),
    ...'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ').map((w, i) => [w, (i + 2) * 10]),
  ].map(([w, n]) => [w, n]),
);

/** Reads words back into a whole number, the way a person adds them up (independent of the writer). */
function wordsToNumber(words: string[]): number {
  let total = 0;
  let group = 0;
  for (const word of words) {
    if (word in NUMBERS) group += NUMBERS[word] ?? 0;
    else if (word === 'Hundred') group *= 100;
    else if (word === 'Thousand' || word === 'Lakh') {
      total += group * (word === 'Thousand' ? 1000 : 100_000);
      group = 0;
    } else if (word === 'Crore') {
      // Crore multiplies everything said before it: 'One Lakh Crore' is 10^12.
      total = (total + group) * 10_000_000;
      group = 0;
    } else throw new Error(`unexpected word ${word}`);
  }
  return total + group;
}

/** 'Rupees X and Y Paise only' / 'Rupees X only' / 'Y Paise only' read back into paise. */
function readBack(text: string): number {
  const m = /^(?:Rupees ((?:[A-Z][a-z]+ ?)+?))?(?:(?: and )?((?:[A-Z][a-z]+ ?)+?) Paise)? only$/.exec(text);
  if (!m) throw new Error(`not an amount in words: ${text}`);
  const rupees = m[1] ? wordsToNumber(m[1].split(' ')) : 0;
  const paise = m[2] ? wordsToNumber(m[2].split(' ')) : 0;
  return rupees * 100 + paise;
}

describe('amountInWords (Indian system)', () => {
  it.each([
    [800, 'Rupees Eight Hundred only'],
    [120000.5, 'Rupees One Lakh Twenty Thousand and Fifty Paise only'],
    [0, 'Rupees Zero only'],
    [0.05, 'Five Paise only'],
    [21, 'Rupees Twenty One only'],
    [1500.75, 'Rupees One Thousand Five Hundred and Seventy Five Paise only'],
    [10_000_000, 'Rupees One Crore only'],
    [12_34_56_789, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine only'],
    [1_00_00_00_000, 'Rupees One Hundred Crore only'],
    [10_00_000.1, 'Rupees Ten Lakh and Ten Paise only'],
  ])('%d is "%s"', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  // Single amounts stop at ₹1 crore; sums (balances) go further.
  const paise = fc.oneof(
    fc.integer({ min: 0, max: 1_00_00_000 * 100 }),
    fc.integer({ min: 0, max: MAX_WORDS_RUPEES * 100 }),
  );

  it('reads back as the same amount, to the paisa, from 0 to ₹10,000 crore', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(readBack(amountInWords(p / 100))).toBe(p);
      }),
      { numRuns: 2000 },
    );
  });

  it('names rupees and paise only when there are some, in capitalised words, each group under 100', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const text = amountInWords(p / 100);
        expect(text.endsWith(' only')).toBe(true);
        expect(text.startsWith('Rupees ')).toBe(p >= 100 || p === 0);
        expect(text.includes(' Paise')).toBe(p % 100 !== 0);
        expect(text.includes(' and ')).toBe(p >= 100 && p % 100 !== 0);
        expect(text).not.toMatch(/\s{2}|^\s|\s$/);
        // Below a crore, each of lakh, thousand and hundred comes once at most, in that order.
        const rupees = Math.floor(p / 100);
        if (rupees < 10_000_000) {
          const order = ['Lakh', 'Thousand', 'Hundred'].filter((w) => text.includes(` ${w}`));
          expect(order.map((w) => text.indexOf(` ${w}`))).toEqual(
            order.map((w) => text.indexOf(` ${w}`)).sort((a, b) => a - b),
          );
          for (const w of order) expect(text.split(` ${w}`).length).toBe(2);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses negative, non-finite and too large amounts', () => {
    expect(amountInWords(MAX_WORDS_RUPEES)).toBe('Rupees Ten Thousand Crore only');
    for (const bad of [-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, MAX_WORDS_RUPEES + 0.01]) {
      expect(() => amountInWords(bad)).toThrow(RangeError);
    }
  });
});
