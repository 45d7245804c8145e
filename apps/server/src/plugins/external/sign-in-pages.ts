import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_LOCALES, DEFAULT_LOCALE, LOCALE_COOKIE, type AppLocale } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeOf } from '../app/locale.ts';
import { contentSecurityPolicy } from './helmet.ts';

/** Written by the web build (apps/web/prerender-sign-in.ts): for each sign-in path, its page per language. */
const PAGES_INDEX = 'sign-in/pages.json';

type SignInPages = Record<string, Partial<Record<AppLocale, string>>>;

function readPages(webDist: string): SignInPages | undefined {
  try {
    return JSON.parse(readFileSync(path.join(webDist, PAGES_INDEX), 'utf8')) as SignInPages;
  } catch {
    return undefined;
  }
}

/** A script element with no src: what it runs is its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of the inline scripts in the pages, which the policy of their routes allows. */
function inlineScriptHashes(webDist: string, files: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of files) {
    for (const [, text] of readFileSync(path.join(webDist, file), 'utf8').matchAll(INLINE_SCRIPT)) {
      hashes.add(`sha256-${createHash('sha256').update(text!).digest('base64')}`);
    }
  }
  return [...hashes];
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, value] = pair.split('=');
    if (key?.trim() === name) return value?.trim();
  }
  return undefined;
}

/** The language the user chose in the web app (its cookie), else the browser's, else Simplified Chinese. */
export function pageLocaleOf(request: FastifyRequest): AppLocale {
  const chosen = cookieValue(request.headers.cookie, LOCALE_COOKIE);
  return APP_LOCALES.find((locale) => locale === chosen) ?? localeOf(request);
}

/**
 * The sign-in routes answer with their screen already rendered in the user's language, so the form is there at
 * first paint; the app then takes it over (apps/web/src/app/sign-in/start-sign-in.tsx). Their policy allows the inline
 * script they hold, by its hash: the loader that fetches the app after the first frame. Without the pages (an older
 * build) these paths fall back to index.html like every client route.
 */
export function registerSignInPages(app: FastifyInstance, webDist: string): void {
  const pages = readPages(webDist);
  if (!pages) return;
  for (const [url, files] of Object.entries(pages)) {
    const helmet = { contentSecurityPolicy: contentSecurityPolicy(inlineScriptHashes(webDist, Object.values(files))) };
    app.get(url, { helmet }, (request, reply) => {
      const file = files[pageLocaleOf(request)] ?? files[DEFAULT_LOCALE] ?? 'index.html';
      const vary = reply.getHeader('vary');
      reply.header('vary', [vary, 'Cookie', 'Accept-Language'].filter(Boolean).join(', '));
      return reply.sendFile(file);
    });
  }
}
