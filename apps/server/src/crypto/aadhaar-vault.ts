import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** What a student row stores for an Aadhaar number: sealed value, keyed hash, last four digits. */
export interface SealedAadhaar {
  aadhaar: string | null;
  aadhaarHash: string | null;
  aadhaarLast4: string | null;
}

const VERSION = 'v1';
const derive = (key: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `studydesk ${purpose}`, 32));

/**
 * Aadhaar numbers at rest (DECISIONS.md): AES-256-GCM with a fresh IV per value, plus an HMAC
 * (a separate key derived from the same data key) so duplicates are found without decrypting.
 */
export class AadhaarVault {
  private readonly sealKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(dataKey: Buffer) {
    this.sealKey = derive(dataKey, 'aadhaar seal');
    this.hashKey = derive(dataKey, 'aadhaar hash');
  }

  hash(aadhaar: string): string {
    return createHmac('sha256', this.hashKey).update(aadhaar).digest('hex');
  }

  seal(aadhaar: string | null): SealedAadhaar {
    if (!aadhaar) return { aadhaar: null, aadhaarHash: null, aadhaarLast4: null };
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const body = Buffer.concat([cipher.update(aadhaar, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return {
      aadhaar: [VERSION, ...parts].join('.'),
      aadhaarHash: this.hash(aadhaar),
      aadhaarLast4: aadhaar.slice(-4),
    };
  }

  /** The number itself; throws when the value was not sealed with this key. */
  reveal(stored: string | null): string | null {
    if (!stored) return null;
    const [version, iv, tag, body] = stored.split('.');
    if (version !== VERSION || !iv || !tag || !body) throw new Error('Aadhaar value is not sealed');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
