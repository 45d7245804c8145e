import { describe, expect, it } from 'vitest';
import { isValidFullPhone, isValidMobile, KNOWN_AREA_CODES, splitPhone } from './phone.ts';

describe('isValidMobile', () => {
  it('applies the exact +86 rule: 1, then 3-9, then nine digits', () => {
    expect(isValidMobile('13800138000', '+86')).toBe(true);
    expect(isValidMobile('19912345678', '+86')).toBe(true);
    expect(isValidMobile('12800138000', '+86')).toBe(false);
    expect(isValidMobile('1380013800', '+86')).toBe(false);
    expect(isValidMobile('138001380001', '+86')).toBe(false);
    expect(isValidMobile('23800138000', '+86')).toBe(false);
  });

  it('checks digits only, so separators are ignored', () => {
    expect(isValidMobile('138-0013-8000', '+86')).toBe(true);
    expect(isValidMobile('(212) 555 0123', '+1')).toBe(true);
  });

  it('defaults to +86', () => {
    expect(isValidMobile('13800138000')).toBe(true);
  });

  it('knows about 25 country codes with their own rules', () => {
    expect(KNOWN_AREA_CODES.length).toBeGreaterThanOrEqual(23);
    expect(isValidMobile('91234567', '+852')).toBe(true);
    expect(isValidMobile('41234567', '+852')).toBe(false);
    expect(isValidMobile('7911123456', '+44')).toBe(true);
    expect(isValidMobile('512345678', '+971')).toBe(true);
    expect(isValidMobile('9123456789', '+7')).toBe(false);
  });

  it('falls back to 5 to 15 digits for unknown codes', () => {
    expect(isValidMobile('12345', '+48')).toBe(true);
    expect(isValidMobile('1234', '+48')).toBe(false);
    expect(isValidMobile('123456789012345', '+999')).toBe(true);
    expect(isValidMobile('1234567890123456', '+999')).toBe(false);
  });
});

describe('full phone user names', () => {
  it('splits the area code from the number', () => {
    expect(splitPhone('+8613800138000')).toEqual({ areaCode: '+86', mobile: '13800138000' });
    expect(splitPhone('+85291234567')).toEqual({ areaCode: '+852', mobile: '91234567' });
  });

  it('accepts valid numbers and refuses malformed ones', () => {
    expect(isValidFullPhone('+8613800138000')).toBe(true);
    expect(isValidFullPhone('8613800138000')).toBe(false);
    expect(isValidFullPhone('+8612800138000')).toBe(false);
  });
});
