import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = join(import.meta.dirname, '../../locales');

/** Every namespace's plain "required" message, per language: one wording across the screens. */
function requiredMessages(language: string): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(join(LOCALES, language))) {
    const texts = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(texts)) if (/(^|\.)required$/.test(key) && !text.includes('{{') && /必填|^Required$|is required$|ist erforderlich$|là bắt buộc$|é obrigatório$/.test(text)) found.add(text);
  }
  return found;
}

describe('the required-field message', () => {
  it.each([
    ['zh_CN', '此项必填'],
    ['zh_TW', '此項必填'],
    ['en', 'This field is required'],
    ['de', 'Dieses Feld ist erforderlich'],
    ['vi', 'Trường này là bắt buộc'],
    ['pt_BR', 'Este campo é obrigatório'],
  ])('reads the same on every screen in %s', (language, wording) => {
    expect([...requiredMessages(language)]).toEqual([wording]);
  });
});
