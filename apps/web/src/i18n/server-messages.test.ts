import { ZEnquiryRequest } from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { type CatalogTree, flattenCatalog } from './catalog-tree.ts';
import englishLeads from './catalogs/en/leads.json';
import englishPortal from './catalogs/en/portal.json';
import { PORTAL_SERVER_TEXTS } from './portal-server-texts.ts';
import { PUBLIC_SERVER_TEXTS } from './public-server-texts.ts';
import { addServerTexts, SERVER_TEXTS, serverText } from './server-texts.ts';

// The server's source as text (Vite's glob: no file system code here).
const serverSources = import.meta.glob<string>(
  ['../../../server/src/**/*.ts', '!../../../server/src/**/*.test.ts', '!../../../server/src/test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

/** Messages whose filled-in part is English (a seat kind, a field name) or that no screen shows. */
const LEFT_IN_ENGLISH = [
  '{} {} is already taken at that time${holder ? ',
  '{} {} does not exist. Add it under Manage Seats first.',
  '{} {} is retired and cannot be held.',
  '{}: Expected text or a number',
  '{} already exists.',
  'Already there: {}{}.',
  'Unexpected file field "{}"; send {}.',
  '{} is held until {}. End or move those plans and bookings before retiring it.',
  '{}: {}',
  '{} {} are set up under Manage Seats; total {} cannot be lower than that. Retire {} first.',
  'A shift named "{}" already exists. Choose another name.',
  'Idempotency-Key must be 1 to 200 visible ASCII characters.',
  'Lists of every library stop at {} rows: narrow the search to see older rows.',
  'The request body is nested too deeply (at most {} levels).',
  'This plan was already renewed (plan {}).',
];

/** A message as the test compares it: every filled-in part as `{}`. */
const shape = (text: string) => text.replace(/\$\{(?:[^{}]|\{[^}]*\})*\}/g, '{}').replace(/\{\w+\}/g, '{}');

/** Every message the server answers with: thrown errors, the error handler's own, refusals. */
function serverMessages(): Map<string, string> {
  const literal = `'((?:[^'\\\\]|\\\\.)*)'|\`((?:[^\`\\\\]|\\\\.)*)\``;
  // Constants by file (several files name theirs MISSING), then shared ones (auth/messages.ts).
  const constantsOf = (source: string) =>
    new Map(
      [...source.matchAll(new RegExp(`const ([A-Z][A-Z_]+)\\s*=\\s*(?:${literal})`, 'g'))].map((m) => [
        m[1] as string,
        (m[2] ?? m[3]) as string,
      ]),
    );
  const shared = constantsOf(Object.values(serverSources).join('\n'));
  const found = new Map<string, string>();
  const call = new RegExp(
    `\\b(?:badRequest|conflict|notFound|forbidden|unauthorized|tooManyRequests|serviceUnavailable)\\(\\s*(?:${literal}|([A-Z][A-Z_]+)\\b)` +
      `|\\bfound\\((?:[^;]*?),\\s*(?:${literal}|([A-Z][A-Z_]+))\\s*,?\\s*\\)` +
      `|refused: (?:${literal})`,
    'g',
  );
  // The error handler's own answers, and the errors' default words.
  const errors = new RegExp(`message(?: = |: )(?:${literal})`, 'g');
  for (const [file, source] of Object.entries(serverSources)) {
    const constants = constantsOf(source);
    for (const m of source.matchAll(/\/(errors\/|app\.ts$)/.test(file) ? errors : call)) {
      const text =
        m[1] ??
        m[2] ??
        m[4] ??
        m[5] ??
        m[7] ??
        m[8] ??
        constants.get((m[3] ?? m[6]) as string) ??
        shared.get((m[3] ?? m[6]) as string);
      if (text !== undefined && /^[A-Z$]/.test(text)) found.set(shape(text), file);
    }
  }
  return found;
}

describe("the server's messages", () => {
  const known = new Set(
    [
      ...Object.keys(SERVER_TEXTS),
      ...Object.keys(PORTAL_SERVER_TEXTS),
      ...Object.keys(PUBLIC_SERVER_TEXTS),
    ].map(shape),
  );
  /** The enquiry form's refusals a person can meet (the page caps the name, sends the token it got). */
  const good = { name: 'Asha Verma', phone: '9876543210', consent: true, form_token: 'token' };
  const fieldRefusals = new Set(
    [{ name: '' }, { phone: '12345' }, { phone: '9'.repeat(25) }, { consent: false }].map(
      (bad) => ZEnquiryRequest.safeParse({ ...good, ...bad }).error?.issues[0]?.message,
    ),
  );

  it('each have their words in the dictionaries (else they show in English)', () => {
    const messages = serverMessages();
    expect(messages.size).toBeGreaterThan(60);
    const missing = [...messages.keys()].filter((m) => !known.has(m) && !LEFT_IN_ENGLISH.includes(m));
    expect(missing).toEqual([]);
    // Every entry is one the server still sends (the sign-in pages' include the contract's words).
    const stale = [...Object.keys(PORTAL_SERVER_TEXTS), ...Object.keys(PUBLIC_SERVER_TEXTS)]
      .filter((m) => !fieldRefusals.has(m))
      .map(shape)
      .filter((m) => !messages.has(m));
    expect(stale).toEqual([]);
    expect(LEFT_IN_ENGLISH.filter((m) => !messages.has(m))).toEqual([]);
  });

  it("holds the server's own words for those without a filled-in part", () => {
    const portal = flattenCatalog(englishPortal as CatalogTree);
    for (const [text, key] of Object.entries(PORTAL_SERVER_TEXTS)) {
      if (!text.includes('{')) expect(portal[key], key).toBe(text);
    }
  });

  it("has the public page's words for each way a person's enquiry is refused", () => {
    for (const refusal of fieldRefusals) expect(PUBLIC_SERVER_TEXTS[refusal ?? ''], refusal).toBeDefined();
    const leads = flattenCatalog(englishLeads as CatalogTree);
    for (const [text, key] of Object.entries(PUBLIC_SERVER_TEXTS)) {
      if (!text.includes('{')) expect(leads[key], key).toBe(text);
    }
  });

  it('finds a message with filled-in parts and its values', () => {
    addServerTexts(PORTAL_SERVER_TEXTS);
    expect(serverText('Asha Verma is already checked in.')).toEqual({
      key: 'server.alreadyCheckedIn',
      values: { name: 'Asha Verma' },
    });
    expect(serverText('Too many failed login attempts. Try again in 1 minute.')).toEqual({
      key: 'server.tooManyLoginTries',
      values: { minutes: '1', s: '' },
    });
    expect(serverText('Student not found')).toEqual({ key: 'server.studentNotFound', values: {} });
    expect(serverText('Something nobody wrote')).toBeNull();
  });
});
