import smCrypto from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { generateSm2KeyPair, sm2Decrypt } from './sm2.ts';

describe('sm2Decrypt', () => {
  const { publicKey, privateKey } = generateSm2KeyPair();

  it('opens sm-crypto C1C3C2 ciphertext with and without the leading 04', () => {
    const cipher = smCrypto.sm2.doEncrypt('Ab3dEMyPassw0rd', publicKey, 1);
    expect(sm2Decrypt(cipher, privateKey)).toBe('Ab3dEMyPassw0rd');
    expect(sm2Decrypt(`04${cipher}`, privateKey)).toBe('Ab3dEMyPassw0rd');
    expect(sm2Decrypt(`04${cipher}`.toUpperCase(), privateKey)).toBe('Ab3dEMyPassw0rd');
  });

  it('handles unicode plaintext', () => {
    expect(sm2Decrypt(smCrypto.sm2.doEncrypt('abcde密码Pass1', publicKey, 1), privateKey)).toBe('abcde密码Pass1');
  });

  it('returns null for garbage, for C1C2C3 order and for another key', () => {
    expect(sm2Decrypt('00', privateKey)).toBeNull();
    expect(sm2Decrypt('ab'.repeat(100), privateKey)).toBeNull();
    expect(sm2Decrypt(smCrypto.sm2.doEncrypt('abcdePassw0rd', publicKey, 0), privateKey)).toBeNull();
    expect(sm2Decrypt(smCrypto.sm2.doEncrypt('abcdePassw0rd', generateSm2KeyPair().publicKey, 1), privateKey)).toBeNull();
  });
});
