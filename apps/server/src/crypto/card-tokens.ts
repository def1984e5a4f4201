import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { CARD_TOKEN_PREFIX, POSTER_TOKEN_PREFIX } from '@studydesk/contract';
import type { Config } from '../config.ts';
import { loadDataKey } from './data-key.ts';

/** What a card's token names: the library, the student, and which issue of their card it is. */
export interface CardRef {
  adminId: number;
  studentId: number;
  version: number;
}

/** What a door poster's token names: the library and the poster (a `door_devices` row). */
export interface PosterRef {
  adminId: number;
  deviceId: number;
}

const derive = (key: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `studydesk ${purpose}`, 32));
const MAC_BYTES = 12;
const shapeOf = (prefix: string) => new RegExp(`^${prefix.replace('.', '\\.')}([A-Za-z0-9_-]{38})$`);
const CARD = shapeOf(CARD_TOKEN_PREFIX);
const POSTER = shapeOf(POSTER_TOKEN_PREFIX);
/** The month-end link's prefix (no dot: the web app serves every path without a file extension). */
const MONTH_END_TOKEN_PREFIX = 'ME1-';
const MONTH_END = shapeOf(MONTH_END_TOKEN_PREFIX);
/** The public page's form stamp: which library's page, and when it was read. */
const FORM_TOKEN_PREFIX = 'PF1-';
const FORM = shapeOf(FORM_TOKEN_PREFIX);
/** The block's last word says what it names, so a poster's token never opens as a card. */
const KIND_CARD = 0;
const KIND_POSTER = 1;
const KIND_MONTH_END = 2;
const KIND_FORM = 3;

/** What a month-end link's token names: the library, the student and the month asked about (YYYY-MM). */
export interface MonthEndRef {
  adminId: number;
  studentId: number;
  month: string;
}

/**
 * The ID card's QR: `SD1.` + base64url(AES-256 of one block [library, student, version, 0] ||
 * HMAC-SHA256 of that block, 12 bytes), both keys derived from the data key.
 *
 * Why this and not a random secret stored as a hash: the server can print the same card again at
 * any time (PDF, preview) without keeping the secret anywhere; a database dump alone cannot make a
 * working card; and nothing needs a lookup column: the token opens to the card it names. The block
 * is encrypted so a reader learns nothing (not even a student number), and the MAC makes a guessed
 * token fail (2^-96). Revocation lives in the database: the card's version (bumped on every
 * generate/regenerate) and whether it is active; a token of an older version refuses.
 */
export class CardTokens {
  private readonly blockKey: Buffer;
  private readonly macKey: Buffer;

  constructor(dataKey: Buffer) {
    this.blockKey = derive(dataKey, 'id card block');
    this.macKey = derive(dataKey, 'id card mac');
  }

  issue(ref: CardRef): string {
    return this.seal(CARD_TOKEN_PREFIX, [ref.adminId, ref.studentId, ref.version, KIND_CARD]);
  }

  /** The card a token names, or null for anything that is not a token this server issued. */
  open(token: string): CardRef | null {
    const words = this.unseal(CARD, token);
    if (!words || words[3] !== KIND_CARD) return null;
    return { adminId: words[0], studentId: words[1], version: words[2] };
  }

  /** A door poster's token: the same sealed block, naming the library and the poster's device row. */
  issuePoster(ref: PosterRef): string {
    return this.seal(POSTER_TOKEN_PREFIX, [ref.adminId, ref.deviceId, 0, KIND_POSTER]);
  }

  openPoster(token: string): PosterRef | null {
    const words = this.unseal(POSTER, token);
    if (!words || words[3] !== KIND_POSTER || words[2] !== 0) return null;
    return { adminId: words[0], deviceId: words[1] };
  }

  /** The 'Continuing next month?' link: the same sealed block, naming the student and the month. */
  issueMonthEnd(ref: MonthEndRef): string {
    const month = Number(ref.month.replace('-', ''));
    return this.seal(MONTH_END_TOKEN_PREFIX, [ref.adminId, ref.studentId, month, KIND_MONTH_END]);
  }

  openMonthEnd(token: string): MonthEndRef | null {
    const words = this.unseal(MONTH_END, token);
    if (!words || words[3] !== KIND_MONTH_END) return null;
    const month = String(words[2]);
    if (!/^\d{4}(0[1-9]|1[0-2])$/.test(month)) return null;
    return { adminId: words[0], studentId: words[1], month: `${month.slice(0, 4)}-${month.slice(4)}` };
  }

  /**
   * The stamp a public page's 'I'm interested' form carries: the library and the second the page
   * was read, sealed, so a bot cannot make one that claims to be older than it is.
   */
  issueFormStamp(adminId: number, issuedAtSeconds: number): string {
    return this.seal(FORM_TOKEN_PREFIX, [adminId, issuedAtSeconds, 0, KIND_FORM]);
  }

  openFormStamp(token: string): { adminId: number; issuedAtSeconds: number } | null {
    const words = this.unseal(FORM, token);
    if (!words || words[3] !== KIND_FORM || words[2] !== 0) return null;
    return { adminId: words[0], issuedAtSeconds: words[1] };
  }

  private seal(prefix: string, words: [number, number, number, number]): string {
    const plain = Buffer.alloc(16);
    for (const [i, word] of words.entries()) plain.writeUInt32BE(word, i * 4);
    const cipher = createCipheriv('aes-256-ecb', this.blockKey, null).setAutoPadding(false);
    const block = Buffer.concat([cipher.update(plain), cipher.final()]);
    return prefix + Buffer.concat([block, this.mac(block)]).toString('base64url');
  }

  private unseal(shape: RegExp, token: string): [number, number, number, number] | null {
    const body = shape.exec(token)?.[1];
    if (!body) return null;
    const bytes = Buffer.from(body, 'base64url');
    // One text per token: the last character's spare bits must be zero.
    if (bytes.length !== 16 + MAC_BYTES || bytes.toString('base64url') !== body) return null;
    const block = bytes.subarray(0, 16);
    if (!timingSafeEqual(bytes.subarray(16), this.mac(block))) return null;
    const decipher = createDecipheriv('aes-256-ecb', this.blockKey, null).setAutoPadding(false);
    const plain = Buffer.concat([decipher.update(block), decipher.final()]);
    return [plain.readUInt32BE(0), plain.readUInt32BE(4), plain.readUInt32BE(8), plain.readUInt32BE(12)];
  }

  private mac(block: Buffer): Buffer {
    return createHmac('sha256', this.macKey).update(block).digest().subarray(0, MAC_BYTES);
  }
}

/** The card tokens of this configuration's data key (DATA_KEY, or the key file in DATA_DIR). */
export const openCardTokens = (config: Pick<Config, 'DATA_KEY' | 'DATA_DIR'>) =>
  new CardTokens(loadDataKey(config.DATA_KEY, config.DATA_DIR));
