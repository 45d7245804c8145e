import { describe, expect, it } from 'vitest';
import { isEmpty } from './empty.ts';

describe('isEmpty', () => {
  it.each([undefined, null, '', 'undefined', 'null', []])('treats %j as empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([0, false, ' ', 'a', [0], {}])('treats %j as a value', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
