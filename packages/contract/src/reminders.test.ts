import { describe, expect, it } from 'vitest';
import { receiptShareLink, remindedAgo, reminderLink, renderReminder, toE164India } from './reminder-text.ts';

describe('reminders', () => {
  it('normalise Indian mobile numbers to E.164 and refuse the rest', () => {
    for (const typed of [
      '98765 43210',
      '+91 98765 43210',
      '098765 43210',
      '91-98765-43210',
      '(987) 654-3210',
    ]) {
      expect(toE164India(typed), typed).toBe('+919876543210');
    }
    for (const typed of ['12345', '+1 415 555 0100', '5876543210', ''])
      expect(toE164India(typed), typed).toBeNull();
  });

  it('fill templates and never leave a placeholder behind', () => {
    expect(
      renderReminder('{name} owes {amount} since {due_date} {unknown}', { name: 'Ravi', amount: '₹500.00' }),
    ).toBe('Ravi owes ₹500.00 since — {unknown}');
    expect(reminderLink('whatsapp', '+919876543210', 'नमस्ते & hi')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('नमस्ते & hi')}`,
    );
    expect(reminderLink('sms', '+919876543210', 'hi')).toBe('sms:+919876543210?body=hi');
    const now = new Date('2026-11-23T10:00:00Z');
    expect(remindedAgo('2026-11-21T09:00:00Z', 'Meena', now)).toBe('reminded 2 days ago by Meena');
    expect(remindedAgo('2026-11-23T09:30:00Z', 'Meena', now)).toBe('reminded 30 min ago by Meena');
  });

  it("share a receipt to the student's number in the student's language", () => {
    const values = { name: 'Meera', number: 12, amount: '₹800.00', link: 'https://x.test/r/abc' };
    const hindi = receiptShareLink({ phone: '+919876543210', lang: 'hi' }, values);
    expect(hindi.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(hindi.split('?text=')[1] ?? '')).toBe(
      'नमस्ते Meera, ₹800.00 की आपकी रसीद #12: https://x.test/r/abc',
    );
    const english = receiptShareLink({ phone: null, lang: 'en' }, values);
    expect(english).toBe(
      `https://wa.me/?text=${encodeURIComponent('Hello Meera, here is your receipt #12 for ₹800.00: https://x.test/r/abc')}`,
    );
  });
});
