import type { ContextProvider } from '@vox/contracts';

/** One source as the dialog edits it: header rows instead of an object, so keys can be typed and reordered. */
export interface ContextRow {
  url: string;
  headers: { key: string; value: string }[];
}

export const toContextRows = (providers: readonly ContextProvider[]): ContextRow[] =>
  providers.map((provider) => ({ url: provider.url, headers: Object.entries(provider.headers ?? {}).map(([key, value]) => ({ key, value })) }));

/** Blank URLs are dropped and header rows without a key ignored, as upstream's dialog saves them. */
export const fromContextRows = (rows: readonly ContextRow[]): ContextProvider[] =>
  rows
    .map((row) => ({ url: (row.url ?? '').trim(), headers: row.headers ?? [] }))
    .filter((row) => row.url !== '')
    .map((row) => ({
      url: row.url,
      headers: Object.fromEntries(row.headers.filter((header) => (header?.key ?? '').trim() !== '').map((header) => [header.key.trim(), header.value ?? ''])),
    }));
