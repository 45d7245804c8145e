// The browser's floor for the sign-in page: the console's own prerendered /login with every script, preload and
// stylesheet link taken out (the form and its inline styles only), served by the console itself at /login-floor the
// way it serves /login (same route code, headers and precompressed copies), from a copy of the built app.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const FLOOR_PATH = '/login-floor';

/** The page as the console sends it, without anything that loads or runs code or styles after it. */
export function bareHtml(page: string): string {
  return page
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet|manifest)"[^>]*>/g, '');
}

/** A copy of the built app in `webDist` whose sign-in pages include the floor; remove it with `cleanup`. */
export function distWithFloor(webDist: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vox-bench-web-'));
  cpSync(webDist, dir, { recursive: true });
  const indexFile = join(dir, 'sign-in', 'pages.json');
  const pages = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, Record<string, string>>;
  const floor: Record<string, string> = {};
  for (const [locale, file] of Object.entries(pages['/login'] ?? {})) {
    const html = bareHtml(readFileSync(join(dir, file), 'utf8'));
    const floorFile = `sign-in/login-floor.${locale}.html`;
    writeFileSync(join(dir, floorFile), html);
    writeFileSync(join(dir, `${floorFile}.br`), brotliCompressSync(html));
    writeFileSync(join(dir, `${floorFile}.gz`), gzipSync(html));
    floor[locale] = floorFile;
  }
  if (Object.keys(floor).length === 0) throw new Error(`no prerendered /login page in ${webDist}`);
  writeFileSync(indexFile, JSON.stringify({ ...pages, [FLOOR_PATH]: floor }));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
