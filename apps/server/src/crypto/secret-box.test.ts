import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

const key = (byte: string) => Buffer.from(byte.repeat(32), 'hex');

describe('SecretBox', () => {
  it('opens what it sealed; the same secret seals differently each time', () => {
    const box = new SecretBox(key('a1'));
    const one = box.seal('EAAG-token-for-whatsapp');
    const two = box.seal('EAAG-token-for-whatsapp');
    expect(one).toMatch(/^s1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('EAAG');
    expect(box.open(one)).toBe('EAAG-token-for-whatsapp');
    expect(box.open(two)).toBe('EAAG-token-for-whatsapp');
  });

  it('refuses another key, a changed value and an Aadhaar-sealed value', () => {
    const sealed = new SecretBox(key('a1')).seal('msg91-key');
    expect(() => new SecretBox(key('b2')).open(sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${v}.${iv}.${tag}.${(body ?? '').startsWith('A') ? 'B' : 'A'}${(body ?? '').slice(1)}`;
    expect(() => new SecretBox(key('a1')).open(flipped)).toThrow();
    expect(() => new SecretBox(key('a1')).open('v1.aaaa.bbbb.cccc')).toThrow('Secret is not sealed');
  });
});
