import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multiLineText, numeric, singleLineText, ZDate, ZEmail, ZId, ZNewPassword } from './common.ts';
import { ZPlaceUpdate, ZSeatPlanRequest } from './seating.ts';
import { ZStaffForm } from './staff.ts';
import { ZStudentForm } from './students.ts';

describe('numeric fields', () => {
  const amount = numeric(z.number().min(0));
  it('accepts numbers and decimal strings', () => {
    expect(amount.parse(5)).toBe(5);
    expect(amount.parse('12.50')).toBe(12.5);
    expect(amount.parse(' 7 ')).toBe(7);
  });
  it.each([true, false, [5], '0x10', '', null, {}, '1e3', 'Infinity', '5 rupees'])('refuses %j', (value) => {
    expect(amount.safeParse(value).success).toBe(false);
  });
});

describe('ids, dates and emails', () => {
  it('ids stop at the largest integer column value', () => {
    expect(ZId.parse('2147483647')).toBe(2_147_483_647);
    expect(ZId.safeParse('2147483648').success).toBe(false);
    expect(ZId.safeParse(0).success).toBe(false);
  });
  it('dates are real calendar dates between 1900 and 2100', () => {
    expect(ZDate.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '0000-01-01', '9999-12-31', '1899-12-31', '2026-13-01'])
      expect(ZDate.safeParse(bad).success).toBe(false);
  });
  it('emails longer than 254 characters are refused', () => {
    expect(ZEmail.safeParse(`${'a'.repeat(3000)}@example.com`).success).toBe(false);
  });
  it('plan durations longer than ten years are refused', () => {
    const plan = { seat_number: 'A1', price: 100 };
    expect(ZSeatPlanRequest.safeParse({ ...plan, duration: '9999 years' }).success).toBe(false);
    expect(ZSeatPlanRequest.safeParse({ ...plan, duration: '3 months' }).success).toBe(true);
  });
});

describe('new passwords', () => {
  it('are kept as typed, 8..128 characters, and never only spaces', () => {
    expect(ZNewPassword.parse(' Reading Room 26 ')).toBe(' Reading Room 26 ');
    for (const bad of [' '.repeat(8), 'abc', 'x'.repeat(129)])
      expect(ZNewPassword.safeParse(bad).success).toBe(false);
  });
});

describe('text fields', () => {
  const controls = [
    ['ESC', 'Ravi\u001bKumar'],
    ['an ANSI colour', '\u001b[31mRavi\u001b[0m Kumar'],
    ['BEL', 'Ravi\u0007'],
    ['DEL', 'Ra\u007fvi'],
    ['a C1 control', 'Ra\u009bvi'],
    ['NEL', 'Ra\u0085vi'],
    ['a right-to-left override', 'Ravi \u202eramuK'],
    ['a left-to-right embedding', 'Ra\u202avi'],
    ['an isolate', 'Ra\u2066vi\u2069'],
    ['a carriage return', 'Ra\rvi'],
    ['a vertical tab', 'Ra\u000bvi'],
  ];
  const fine = [
    'Kavya Iyer',
    'कविता अय्यर',
    'José Núñez',
    'Seat A-12 / B',
    '📚 Reading room',
    'हिन्दी\u200dनाम',
  ];

  it.each(controls)('single-line text refuses %s', (_, value) => {
    const result = singleLineText().safeParse(value);
    expect(result.error?.issues[0]?.message).toBe('Cannot contain control or text-direction characters');
  });
  it('single-line text refuses line breaks and tabs inside, and keeps every script and emoji', () => {
    for (const value of ['Ravi\nKumar', 'Ravi\tKumar'])
      expect(singleLineText().safeParse(value).success).toBe(false);
    for (const value of fine) expect(singleLineText().parse(value)).toBe(value);
    expect(singleLineText().parse('  Kavya  ')).toBe('Kavya');
  });
  it.each(controls.filter(([name]) => name !== 'a carriage return'))(
    'multi-line text refuses %s',
    (_, value) => {
      expect(multiLineText().safeParse(value).success).toBe(false);
    },
  );
  it('multi-line text keeps line breaks and tabs, and reads CRLF as a line break', () => {
    expect(multiLineText().parse('12 MG Road\n\tIndiranagar\r\nBengaluru ')).toBe(
      '12 MG Road\n\tIndiranagar\nBengaluru',
    );
    for (const value of fine) expect(multiLineText().parse(value)).toBe(value);
  });
  it("the request schemas' names, labels and addresses use them", () => {
    const student = {
      name: 'Kavya Iyer',
      email: 'kavya@mail.test',
      phone: '9876543210',
      aadhaar: '',
      course: 'UPSC',
    };
    const issues = (value: object) =>
      ZStudentForm.safeParse({ ...student, ...value }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({ name: 'Kavya \u202eIyer' })).toContain('name');
    expect(issues({ course: 'UP\u001b[31mSC' })).toContain('course');
    expect(issues({ address: '12 MG Road\nBengaluru' })).not.toContain('address');
    expect(issues({ address: '12 MG Road\u0007' })).toContain('address');
    expect(ZPlaceUpdate.safeParse({ label: 'A\u202e1' }).success).toBe(false);
    expect(ZStaffForm.safeParse({ name: 'Ravi\u0007', email: 'ravi@desk.test' }).success).toBe(false);
  });
});
