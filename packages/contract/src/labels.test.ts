import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareLabels, sortByLabel } from './dates.ts';

const byCollator = (labels: string[]) => [...labels].sort(compareLabels);

describe('sortByLabel', () => {
  it('counts like people do: A2 before A10, B after A, case aside', () => {
    expect(sortByLabel(['A10', 'b1', 'A2', 'A1', 'B10', 'a3'], (l) => l)).toEqual([
      'A1',
      'A2',
      'a3',
      'A10',
      'b1',
      'B10',
    ]);
  });

  it('orders every list of letters, digits, spaces and - . / as the collator does (and falls back to it for others)', () => {
    const label = fc.stringMatching(/^[A-Ca-c0-9 ./-]{0,6}$/);
    const anyLabel = fc.string({ maxLength: 5 });
    for (const arbitrary of [label, anyLabel]) {
      fc.assert(
        fc.property(fc.array(arbitrary, { maxLength: 30 }), (labels) => {
          const sorted = sortByLabel(labels, (l) => l);
          const expected = byCollator(labels);
          // Equal under the collator is all both promise; ties may sit in either order.
          expect(sorted.map((l, i) => compareLabels(l, expected[i] ?? ''))).toEqual(sorted.map(() => 0));
        }),
        { numRuns: 2000 },
      );
    }
  });
});
