import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '../../packages/contracts/src/common/locale.ts';
import { localeProblems, placeholdersOf } from './locale-files.ts';

function localesDir(files: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const [path, texts] of Object.entries(files)) {
    mkdirSync(join(root, path.split('/')[0] ?? ''), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(texts));
  }
  return root;
}

describe('locale files', () => {
  it('every language the console offers has every key of every namespace, with the same placeholders', () => {
    expect(localeProblems('apps/web/src/locales', APP_LOCALES)).toEqual([]);
  });

  it('names a missing key, an extra key, an empty text and a changed placeholder', () => {
    const root = localesDir({
      'zh_CN/home.json': { greet: '你好，{{name}}', bye: '再见', title: '首页' },
      'de/home.json': { greet: 'Hallo, {{nom}}', extra: 'Extra', title: ' ' },
    });
    expect(localeProblems(root, ['zh_CN', 'de'])).toEqual([
      'de/home.json: "greet" has placeholders [nom], zh_CN has [name]',
      'de/home.json: missing key "bye"',
      'de/home.json: "title" is empty',
      'de/home.json: key "extra" is not in zh_CN',
    ]);
  });

  it('names a namespace file a language lacks', () => {
    const root = localesDir({ 'zh_CN/home.json': { title: '首页' }, 'de/other.json': {} });
    expect(localeProblems(root, ['zh_CN', 'de'])).toContain('de/home.json: file missing');
  });

  it('reads placeholders whatever their order or spacing', () => {
    expect(placeholdersOf('{{ b }} and {{a}}, {{a}}')).toEqual(['a', 'b']);
  });
});
