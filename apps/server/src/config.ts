import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { decodeDataKey } from './crypto/data-key.ts';

const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  SUPERADMIN_EMAIL: z.email().optional(),
  SUPERADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).max(128).optional(),
  TZ_DEFAULT: z
    .string()
    .default('Asia/Kolkata')
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Kolkata' }),
  /**
   * Which X-Forwarded-For hops to believe: `false` (none), a number of proxy hops in front of
   * the app (`true` means 1), or a comma-separated list of proxy addresses/CIDRs. Trusting
   * every hop would let a client rotate the header to dodge per-address limits.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      if (v === 'false' || v === '0') return false;
      if (v === 'true') return 1;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v.split(',').map((s) => s.trim());
      if (list.every((s) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(s))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxy hops, or a comma-separated list of proxy addresses',
      });
      return z.NEVER;
    }),
  /** Sign-in requests allowed per client IP per minute (all roles together). */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Enquiries (public pages' 'I'm interested' forms) allowed per client IP per hour. */
  ENQUIRY_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  /** How long a public page's form must have been open before it is sent (a bot is quicker). */
  ENQUIRY_MIN_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Seals Aadhaar numbers at rest; without it, DATA_DIR/data.key is created on first start. */
  DATA_KEY: z
    .string()
    .refine((v) => decodeDataKey(v) !== null, { message: 'must be 32 bytes, as 64 hex digits or base64' })
    .optional(),
  /** Where the WhatsApp Business Cloud API and MSG91 answer (tests point them at a local fake). */
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com/v23.0'),
  MSG91_API_BASE: z.url().default('https://control.msg91.com/api/v5'),
  /** Where Razorpay's API answers (tests point it at a local fake). */
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  /**
   * Where students reach this server (`https://desk.example.in`): the links in messages sent by
   * themselves (receipts, renewals) start with it, as no request names a host then. Defaults to
   * `http://localhost:<PORT>`.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address such as https://desk.example.in' })
    .optional(),
});

export type Config = z.infer<typeof ZConfig>;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Reads `.env` (if present) without overriding the real environment. */
function readDotEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m?.[1]) continue;
    out[m[1]] = (m[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line saying which variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const merged = { ...readDotEnv(path.join(cwd, '.env')), ...env };
  const cleaned = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${first?.path.join('.')} ${first?.message}`);
  }
  return parsed.data;
}
