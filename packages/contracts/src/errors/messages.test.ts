import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '../common/locale.ts';
import { errorMessages, formatErrorMessage, llmTestMessages, serverSecretMessages } from './messages.ts';
import { ErrorCode } from './codes.ts';

const PLACEHOLDER = /\{\d+\}/g;
const placeholders = (text: string) => [...new Set(text.match(PLACEHOLDER) ?? [])].sort();

describe('error messages', () => {
  const catalogues = { errorMessages, llmTestMessages, serverSecretMessages };

  it.each(Object.entries(catalogues))('%s speak every language the console offers, with the same placeholders', (_, catalogue) => {
    for (const [code, texts] of Object.entries(catalogue)) {
      for (const locale of APP_LOCALES) {
        const text = (texts as Partial<Record<string, string>>)[locale];
        expect(text, `${code} in ${locale}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${code} in ${locale}`).toEqual(placeholders(texts.en));
      }
    }
  });

  it('fills a German message with its params', () => {
    expect(formatErrorMessage(ErrorCode.SMS_TOO_FREQUENT, 'de', [60])).toBe('Zu häufig gesendet, bitte versuchen Sie es in 60 s erneut');
  });
});
