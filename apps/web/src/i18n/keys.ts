import type account from './catalogs/en/account.json';
import type dashboard from './catalogs/en/dashboard.json';
import type finance from './catalogs/en/finance.json';
import type idCards from './catalogs/en/idCards.json';
import type leads from './catalogs/en/leads.json';
import type operations from './catalogs/en/operations.json';
import type platform from './catalogs/en/platform.json';
import type portal from './catalogs/en/portal.json';
import type signIn from './catalogs/en/public.json';
import type seating from './catalogs/en/seating.json';
import type staff from './catalogs/en/staff.json';
import type students from './catalogs/en/students.json';

/** Every dotted path to a text of a dictionary tree. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type English = typeof signIn &
  typeof portal &
  typeof account &
  typeof dashboard &
  typeof finance &
  typeof idCards &
  typeof leads &
  typeof operations &
  typeof platform &
  typeof seating &
  typeof staff &
  typeof students;

/** A key of the English dictionaries (the Hindi ones must have the same keys: catalogs.test.ts). */
export type MessageKey = Leaves<English>;

/** Values for a message's `{placeholders}`. */
export type MessageValues = Record<string, string | number>;
