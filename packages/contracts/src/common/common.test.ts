import { describe, expect, it } from 'vitest';
import { isSuccessCode } from './envelope.ts';
import { localeFromAcceptLanguage, localeFromTag, toAcceptLanguage } from './locale.ts';
import { pageQuery } from './page.ts';
import { ErrorCode } from '../errors/codes.ts';
import { formatErrorMessage } from '../errors/messages.ts';

describe('isSuccessCode', () => {
  it.each([undefined, 0, 200, 'success'])('accepts %j', (code) => expect(isSuccessCode(code)).toBe(true));
  it.each([401, 500, 10004, 'error', '0'])('refuses %j', (code) => expect(isSuccessCode(code)).toBe(false));
});

describe('locales', () => {
  it('maps browser tags the upstream way', () => {
    expect(localeFromTag('zh-HK')).toBe('zh_TW');
    expect(localeFromTag('zh-TW')).toBe('zh_TW');
    expect(localeFromTag('zh')).toBe('zh_CN');
    expect(localeFromTag('en-GB')).toBe('en');
    expect(localeFromTag('de-AT')).toBe('de');
    expect(localeFromTag('de')).toBe('de');
    expect(localeFromTag('vi-VN')).toBe('vi');
    expect(localeFromTag('pt-BR')).toBe('pt_BR');
    expect(localeFromTag('pt')).toBe('pt_BR');
    expect(localeFromTag('fr')).toBeUndefined();
  });

  it('reads Accept-Language with Chinese as the default', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('zh_CN');
    expect(localeFromAcceptLanguage('fr-FR,en-US;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('zh-TW')).toBe('zh_TW');
    expect(localeFromAcceptLanguage('fr-CH,de-CH;q=0.9,en;q=0.8')).toBe('de');
    expect(toAcceptLanguage('en')).toBe('en-US');
    expect(toAcceptLanguage('pt_BR')).toBe('pt-BR');
  });
});

describe('pageQuery', () => {
  it('defaults to page 1 and 10 rows and reads page 0 as page 1', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuery.parse({ page: '0', limit: '20' })).toEqual({ page: 1, limit: 20 });
  });

  it('refuses pages larger than 100 rows', () => {
    expect(pageQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('formatErrorMessage', () => {
  it('fills parameters in each language', () => {
    expect(formatErrorMessage(ErrorCode.SMS_TOO_FREQUENT, 'zh_CN', [42])).toBe('发送过于频繁，请42秒后再试');
    expect(formatErrorMessage(ErrorCode.SMS_TOO_FREQUENT, 'en', [42])).toBe('Sent too often, please try again in 42 s');
  });
});
