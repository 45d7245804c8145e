import { randomFrom, shuffle } from '../../lib/random.ts';

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SYMBOLS = '!@#$%^&*()';

/** Admin reset password: 12 characters, at least one of each class, shuffled. */
export function generatePassword(length = 12): string {
  const required = randomFrom(DIGITS, 1) + randomFrom(LOWER, 1) + randomFrom(UPPER, 1) + randomFrom(SYMBOLS, 1);
  return shuffle(required + randomFrom(DIGITS + LOWER + UPPER + SYMBOLS, length - required.length));
}
