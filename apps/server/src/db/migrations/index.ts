import { readdirSync } from 'node:fs';
import type { Migration } from 'kysely';

/** A migration's file, `NNNN-<what>.ts`: its name is the file's without `.ts`, and the names sort in the order they run. */
const MIGRATION_FILE = /^\d{4}-[a-z0-9-]+\.ts$/;

let loading: Promise<Record<string, Migration>> | undefined;

/**
 * Every migration of this folder by name, found by its file name: adding one is adding its file (its first line names
 * the fingerprint it is released with, migration-fingerprint.ts), with no list to edit. Loaded once per process.
 */
export function loadMigrations(): Promise<Record<string, Migration>> {
  loading ??= (async () => {
    const files = readdirSync(import.meta.dirname).filter((file) => MIGRATION_FILE.test(file)).sort();
    const loaded = await Promise.all(files.map(async (file) => [file.slice(0, -'.ts'.length), (await import(/* @vite-ignore */ `./${file}`)) as Migration] as const));
    return Object.fromEntries(loaded);
  })();
  return loading;
}
