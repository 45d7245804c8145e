import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretBox, parseSecretsKey, SecretBox } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, and refuses text sealed with another key or altered', () => {
    const box = SecretBox.random();
    const sealed = box.seal('0123456789abcdef0123456789abcdef');
    expect(sealed).not.toContain('0123456789abcdef');
    expect(box.open(sealed)).toBe('0123456789abcdef0123456789abcdef');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    expect(() => SecretBox.random().open(sealed)).toThrow();
    const altered = `${sealed.slice(0, -4)}AAAA`;
    expect(() => box.open(altered)).toThrow();
  });

  it('gives a stable lookup hash per key, different under another key', () => {
    const box = SecretBox.random();
    expect(box.lookupHash('abc')).toBe(box.lookupHash('abc'));
    expect(box.lookupHash('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(SecretBox.random().lookupHash('abc')).not.toBe(box.lookupHash('abc'));
  });

  it('creates an owner-only key file once and reads the same key on the next start', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vox-secrets-')), 'nested', 'secrets.key');
    const first = loadSecretBox({ envKey: undefined, file });
    const content = readFileSync(file, 'utf8');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadSecretBox({ envKey: undefined, file });
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(second.open(first.seal('kept'))).toBe('kept');
  });

  it('takes SECRETS_KEY as 64 hex or base64 of 32 bytes and refuses anything else', () => {
    const hex = 'ab'.repeat(32);
    const fromHex = loadSecretBox({ envKey: hex, file: '/nonexistent/never-written' });
    const fromBase64 = new SecretBox(parseSecretsKey(Buffer.from(hex, 'hex').toString('base64')));
    expect(fromBase64.open(fromHex.seal('x'))).toBe('x');
    expect(() => parseSecretsKey('too-short')).toThrow(/SECRETS_KEY/);
  });
});
