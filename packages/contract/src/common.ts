import { z } from 'zod';

export const ROLES = ['superadmin', 'admin', 'staff', 'student'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** What every refusal answers; `field` names the one input at fault where a rule reads one field. */
export const ZErrorResponse = z.object({
  message: z.string(),
  error: z.string().optional(),
  field: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const ZMessageResponse = z.object({ message: z.string() });

/** A 204: no body. */
export const ZNoContent = z.null();

export const ZCountResponse = z.object({ total: z.number().int().nonnegative() });

/** What a POST that adds one record answers. */
export const ZCreatedResponse = z.object({ message: z.string(), id: z.number().int() });
export type TCreatedResponse = z.infer<typeof ZCreatedResponse>;

const NUMERIC_TEXT = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
const numericInput = (message: string) =>
  z.union([z.number(), z.string().regex(NUMERIC_TEXT)], { error: message });
const ZNumericInput = numericInput('Must be a number');

/**
 * A number sent as a JSON number or a decimal string (forms, query strings); never a boolean,
 * array, object, null, hex or empty text. `schema` adds the rules (int, min, max); `message`
 * replaces "Must be a number" where the spec words the error.
 */
export function numeric<T extends z.ZodType<number, number>>(schema: T, message?: string) {
  return (message ? numericInput(message) : ZNumericInput).pipe(z.coerce.number()).pipe(schema);
}

/**
 * Characters no typed text needs: C0 and C1 controls and DEL (ESC starts the ANSI sequences that
 * recolour a terminal or log), and the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069; U+202E reverses a name on every screen that shows it).
 */
const ONE_LINE = /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u;
/** The same, but line breaks and tabs are text of a note or an address. */
const LINES = /^(?:[\n\t]|[^\p{Cc}\u202a-\u202e\u2066-\u2069])*$/u;
export const CONTROL_CHARACTERS_MESSAGE = 'Cannot contain control or text-direction characters';

interface TextOptions {
  /** The message when the field is missing or not text (the spec words some). */
  missing?: string;
  /** Replaces CONTROL_CHARACTERS_MESSAGE. */
  message?: string;
}
const stringOf = (missing?: string) => (missing ? z.string({ message: missing }) : z.string());

/** Text typed on one line (names, labels, codes, references): trimmed; no control or direction character. */
export const singleLineText = ({ missing, message = CONTROL_CHARACTERS_MESSAGE }: TextOptions = {}) =>
  stringOf(missing).trim().regex(ONE_LINE, { message });

/**
 * Text that may run over lines (addresses, notes, notice bodies): keeps line breaks (CRLF read as
 * LF, as a lone CR) and tabs, trimmed; no other control or direction character.
 */
export const multiLineText = ({ missing, message = CONTROL_CHARACTERS_MESSAGE }: TextOptions = {}) =>
  stringOf(missing)
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .trim()
    .regex(LINES, { message });

/** The largest id a database `integer` column holds. */
export const MAX_ID = 2_147_483_647;
export const ZId = numeric(z.number().int().positive().max(MAX_ID, { message: 'No such record' }));
export const ZIdParams = z.object({ id: ZId });
/** A student named in the path (`/ledger/:studentId`). */
export const ZStudentParams = z.object({ studentId: ZId });

/** A calendar date (YYYY-MM-DD) between 1900 and 2100: real dates only. */
export const ZDate = z.iso
  .date({ message: 'Use a date such as 2026-12-01' })
  .refine((v) => v >= '1900-01-01' && v <= '2100-12-31', { message: 'Use a date between 1900 and 2100' });

/** Paging for lists that can grow (DECISIONS.md: default 50, maximum 500). */
export const ZPageQuery = z.object({
  limit: numeric(z.number().int().min(1).max(500)).default(50),
  offset: numeric(z.number().int().min(0).max(MAX_ID)).default(0),
  // No control characters: nobody types them, and the platform's student search keeps name, email
  // and phone apart by one (search_text, migration 0031).
  q: singleLineText({ message: 'Search cannot contain control characters' }).max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

const CURSOR = /^(.+)_(\d{1,10})$/;
const BAD_CURSOR = 'Use a cursor the list sent';

/**
 * A row of a list ordered newest first by (key, id), as `<key>_<id>`: the list sends it in
 * X-Older-Cursor / X-Newer-Cursor and takes it back as `before` / `after`.
 */
export const cursorOf = (key: z.ZodType<string, string>) =>
  z
    .string()
    .max(80)
    .regex(CURSOR, { message: BAD_CURSOR })
    .transform((v) => {
      const [, k = '', id = ''] = CURSOR.exec(v) ?? [];
      return { key: k, id: Number(id) };
    })
    .pipe(z.object({ key, id: z.number().int().positive({ message: BAD_CURSOR }).max(MAX_ID) }));

/**
 * Paging of a list that grows without end (DECISIONS.md): a page of `limit` rows, the newest, or
 * those just older than `before` or just newer than `after`. Nothing is counted.
 */
export const keysetQuery = (key: z.ZodType<string, string>) =>
  z
    .object({
      limit: numeric(z.number().int().min(1).max(500)).default(50),
      before: cursorOf(key).optional(),
      after: cursorOf(key).optional(),
    })
    .refine((q) => !(q.before && q.after), { message: 'Send before or after, not both', path: ['after'] });

/** An instant as a keyset list's cursor carries it: UTC, to the microsecond, between 1900 and 2100. */
export const ZCursorTime = z.iso
  .datetime({ message: BAD_CURSOR })
  .refine((v) => v >= '1900-01-01' && v < '2101-01-01', { message: BAD_CURSOR });

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'Email address is too long' })
  .pipe(z.email({ message: 'Enter a valid email address' }));

/**
 * A password as typed by a user: DECISIONS.md sets 8..128 characters, no composition rules.
 * It is kept exactly as typed (never trimmed), and may not be only spaces.
 */
export const ZNewPassword = z
  .string()
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(128, { message: 'Password must be at most 128 characters' })
  .refine((v) => v.trim() !== '', { message: 'Password cannot be only spaces' });

/** A password field of an edit form: left blank, the password stays as it is. */
export const ZOptionalNewPassword = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(ZNewPassword.optional());

/**
 * The owner fields the spec's clients send with a staff or student form; the server checks them
 * against the session (and binds the record to the signed-in admin). Echoes of the session, never
 * stored: the web sends the owner's name as it is, so it is not held to singleLineText.
 */
export const ownerFields = {
  admin_id: ZId.optional(),
  admin_name: z.string().optional(),
  admin_email: z.string().optional(),
};

export const ZPhone = z
  .string()
  .trim()
  .regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, { message: 'Enter a valid 10-digit Indian mobile number' });

/** A temporary password handed to the one who resets it. */
export const ZResetPasswordResponse = z.object({ message: z.string(), tempPassword: z.string() });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/** A required short text (names, titles): trimmed, not empty, at most `max` characters. */
export const ZRequiredName = (message: string, max = 160) => singleLineText().min(1, { message }).max(max);

/** The spec's staff and student screens name their library by its admin's email. */
export const ZAdminEmailQuery = ZPageQuery.extend({
  admin_email: singleLineText().toLowerCase().optional(),
});
