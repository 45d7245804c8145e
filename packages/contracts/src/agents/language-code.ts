import { z } from 'zod';
import { LANGUAGE_FIELD_MAX } from './agent-limits.ts';

/** A primary language of two or three letters, then subtags; Intl checks the rest of BCP 47's grammar. */
const LANGUAGE_TAG_SHAPE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * The BCP 47 language tag ("zh-CN", "en", "zh-Hant-TW") in its canonical case, or null when the text is none.
 * Upstream's hint spelled tags with an underscore ("en_US"); that spelling is read as the hyphenated tag.
 */
export function canonicalLanguageTag(text: string): string | null {
  const tag = text.replaceAll('_', '-');
  if (!LANGUAGE_TAG_SHAPE.test(tag)) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** An agent's or template's `langCode`, which devices receive: empty (unset) or a BCP 47 tag, stored canonical. */
export const langCodeInput = z
  .string()
  .trim()
  .max(LANGUAGE_FIELD_MAX)
  .refine((text) => text === '' || canonicalLanguageTag(text) !== null)
  .transform((text) => (text === '' ? text : canonicalLanguageTag(text)!))
  .nullish();
