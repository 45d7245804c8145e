import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password.ts';

describe('generatePassword', () => {
  it('always has 12 characters with a digit, a lowercase, an uppercase letter and a symbol', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*()])[0-9a-zA-Z!@#$%^&*()]{12}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });

  it('does not always put the required classes first', () => {
    const firstChars = new Set(Array.from({ length: 200 }, () => /\d/.test(generatePassword()[0]!)));
    expect(firstChars.size).toBe(2);
  });
});
