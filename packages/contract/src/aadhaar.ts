// Verhoeff check digit (used by UIDAI for Aadhaar numbers). D is the multiplication table of the
// dihedral group D5 (0-4 rotations, 5-9 reflections); P[i] is the permutation P[1] applied i times.
const ROTATIONS = 5;
const dihedral = (j: number, k: number) =>
  ((j < ROTATIONS ? j + k : j - k + 2 * ROTATIONS) % ROTATIONS) +
  (j < ROTATIONS === k < ROTATIONS ? 0 : ROTATIONS);
const DIGITS = Array.from({ length: 10 }, (_, i) => i);
const D = DIGITS.map((j) => DIGITS.map((k) => dihedral(j, k)));
const P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const P: number[][] = [DIGITS];
for (let i = 1; i < 8; i++) P.push(P[i - 1]!.map((v) => P1[v]!));
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const at = (table: number[][], i: number, j: number) => table[i]?.[j] ?? 0;

function checksum(digits: string, offset: number): number {
  let c = 0;
  const rev = digits.split('').reverse();
  for (let i = 0; i < rev.length; i++) c = at(D, c, at(P, (i + offset) % 8, Number(rev[i])));
  return c;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): number {
  return INV[checksum(digits, 1)] ?? 0;
}

/** 12 digits, not starting with 0 or 1, with a valid Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && checksum(value, 0) === 0;
}

/** Shows only the last four digits: XXXX XXXX 1234. */
export function maskAadhaar(value: string | null | undefined): string {
  if (!value) return '';
  return `XXXX XXXX ${value.slice(-4)}`;
}
