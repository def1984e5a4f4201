import { describe, expect, it } from 'vitest';
import { CardTokens } from './card-tokens.ts';

const cards = new CardTokens(Buffer.alloc(32, 1));
const ref = { adminId: 12, studentId: 345, version: 2 };

describe('ID card tokens', () => {
  it('open to the card they were issued for, the same text each time', () => {
    const token = cards.issue(ref);
    expect(token).toBe(cards.issue(ref));
    expect(cards.open(token)).toEqual(ref);
    expect(cards.issue({ ...ref, version: 3 })).not.toBe(token);
  });

  it('refuse a changed character, another key, and anything not a token', () => {
    const token = cards.issue(ref);
    const body = token.slice(4);
    for (let i = 0; i < body.length; i++) {
      const swapped = body[i] === 'A' ? 'B' : 'A';
      expect(cards.open(`SD1.${body.slice(0, i)}${swapped}${body.slice(i + 1)}`), `position ${i}`).toBeNull();
    }
    expect(new CardTokens(Buffer.alloc(32, 2)).open(token)).toBeNull();
    for (const text of ['', 'SD1.', `SD2.${body}`, `${token}A`, token.slice(0, -1), '{"id":"STU-0001"}']) {
      expect(cards.open(text)).toBeNull();
    }
  });

  it('keep door posters and cards apart: neither opens as the other, even with its prefix swapped', () => {
    const poster = cards.issuePoster({ adminId: 12, deviceId: 7 });
    expect(poster).toMatch(/^SDP1\.[A-Za-z0-9_-]{38}$/);
    expect(cards.openPoster(poster)).toEqual({ adminId: 12, deviceId: 7 });
    const card = cards.issue(ref);
    expect(cards.open(poster)).toBeNull();
    expect(cards.openPoster(card)).toBeNull();
    expect(cards.open(`SD1.${poster.slice(5)}`)).toBeNull();
    expect(cards.openPoster(`SDP1.${card.slice(4)}`)).toBeNull();
  });

  it('month-end links open only as the student and month they name, never as a card or poster', () => {
    const link = cards.issueMonthEnd({ adminId: 12, studentId: 345, month: '2026-12' });
    expect(link).toMatch(/^ME1-[A-Za-z0-9_-]{38}$/);
    expect(cards.openMonthEnd(link)).toEqual({ adminId: 12, studentId: 345, month: '2026-12' });
    expect(cards.open(`SD1.${link.slice(4)}`)).toBeNull();
    expect(cards.openPoster(`SDP1.${link.slice(4)}`)).toBeNull();
    expect(cards.openMonthEnd(`ME1-${cards.issue(ref).slice(4)}`)).toBeNull();
    expect(cards.openMonthEnd(`ME1-${link.slice(4, 20)}`)).toBeNull();
  });
});
