import { randomInt } from 'node:crypto';

export function randomFrom(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export function randomDigits(length: number): string {
  return randomFrom('0123456789', length);
}

/** Fisher–Yates with a crypto random source. */
export function shuffle(text: string): string {
  const chars = [...text];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
