import { verhoeffCheckDigit } from '@studydesk/contract';

/** A valid (Verhoeff) Aadhaar number, different for each n. */
export function aadhaarFor(n: number): string {
  const body = `${2 + (n % 8)}${String(1000000000 + n * 104729).slice(-10)}`;
  return `${body}${verhoeffCheckDigit(body)}`;
}
