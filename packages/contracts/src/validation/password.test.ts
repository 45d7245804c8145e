import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.ts';

describe('isStrongPassword', () => {
  it('needs a digit, a lowercase and an uppercase letter and 8 characters', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
  });
});
