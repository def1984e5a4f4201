import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { CARD_TOKEN_PREFIX } from '@studydesk/contract';
import type { Config } from '../config.ts';
import { loadDataKey } from './data-key.ts';

/** What a card's token names: the library, the student, and which issue of their card it is. */
export interface CardRef {
  adminId: number;
  studentId: number;
  version: number;
}

const derive = (key: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `studydesk ${purpose}`, 32));
const MAC_BYTES = 12;
const TOKEN = new RegExp(`^${CARD_TOKEN_PREFIX.replace('.', '\\.')}([A-Za-z0-9_-]{38})$`);

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
    const plain = Buffer.alloc(16);
    plain.writeUInt32BE(ref.adminId, 0);
    plain.writeUInt32BE(ref.studentId, 4);
    plain.writeUInt32BE(ref.version, 8);
    const cipher = createCipheriv('aes-256-ecb', this.blockKey, null).setAutoPadding(false);
    const block = Buffer.concat([cipher.update(plain), cipher.final()]);
    return CARD_TOKEN_PREFIX + Buffer.concat([block, this.mac(block)]).toString('base64url');
  }

  /** The card a token names, or null for anything that is not a token this server issued. */
  open(token: string): CardRef | null {
    const body = TOKEN.exec(token)?.[1];
    if (!body) return null;
    const bytes = Buffer.from(body, 'base64url');
    // One text per card: the last character's spare bits must be zero.
    if (bytes.length !== 16 + MAC_BYTES || bytes.toString('base64url') !== body) return null;
    const block = bytes.subarray(0, 16);
    if (!timingSafeEqual(bytes.subarray(16), this.mac(block))) return null;
    const decipher = createDecipheriv('aes-256-ecb', this.blockKey, null).setAutoPadding(false);
    const plain = Buffer.concat([decipher.update(block), decipher.final()]);
    if (plain.readUInt32BE(12) !== 0) return null;
    return {
      adminId: plain.readUInt32BE(0),
      studentId: plain.readUInt32BE(4),
      version: plain.readUInt32BE(8),
    };
  }

  private mac(block: Buffer): Buffer {
    return createHmac('sha256', this.macKey).update(block).digest().subarray(0, MAC_BYTES);
  }
}

/** The card tokens of this configuration's data key (DATA_KEY, or the key file in DATA_DIR). */
export const openCardTokens = (config: Pick<Config, 'DATA_KEY' | 'DATA_DIR'>) =>
  new CardTokens(loadDataKey(config.DATA_KEY, config.DATA_DIR));
