import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_LOCALES, DEFAULT_LOCALE, LOCALE_COOKIE, type AppLocale } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeOf } from '../app/locale.ts';

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
 * first paint; the app then takes it over (apps/web/src/app/sign-in/start-sign-in.tsx). Without the pages (an older
 * build) these paths fall back to index.html like every client route.
 */
export function registerSignInPages(app: FastifyInstance, webDist: string): void {
  const pages = readPages(webDist);
  if (!pages) return;
  for (const [url, files] of Object.entries(pages)) {
    app.get(url, (request, reply) => {
      const file = files[pageLocaleOf(request)] ?? files[DEFAULT_LOCALE] ?? 'index.html';
      const vary = reply.getHeader('vary');
      reply.header('vary', [vary, 'Cookie', 'Accept-Language'].filter(Boolean).join(', '));
      return reply.sendFile(file);
    });
  }
}
