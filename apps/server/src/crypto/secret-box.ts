import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 's1';

/**
 * Third-party secrets a library hands us (a WhatsApp access token, an SMS gateway key), sealed
 * at rest like Aadhaar numbers: AES-256-GCM with a fresh IV, under a key derived from the data
 * key for this purpose alone. They are opened only to call the provider, never to answer a request.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(dataKey: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'studydesk provider secret', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.');
  }

  /** The secret; throws when the value was not sealed with this key. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || !body) throw new Error('Secret is not sealed');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
