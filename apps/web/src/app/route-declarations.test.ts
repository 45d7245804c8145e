import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';

const ROUTES = join(resolve(dirname(fileURLToPath(import.meta.url))), 'routes');
const EXPORTED = /^export const (\w+) = \{/gm;
const MERGED = /^ {4}(\w+): typeof (\w+);$/gm;

const declarationFiles = readdirSync(ROUTES).filter((file) => file.endsWith('.route.ts'));

describe('route declarations', () => {
  // `paths` names a route by its export at run time and by its key in ScreenRoutes for the type checker.
  it.each(declarationFiles)('%s merges each route into ScreenRoutes under the name it exports it by', (file) => {
    const source = readFileSync(join(ROUTES, file), 'utf8');
    const exported = [...source.matchAll(EXPORTED)].map(([, name]) => name);
    expect(exported.length).toBeGreaterThan(0);
    expect([...source.matchAll(MERGED)].map(([, key, route]) => `${key}: ${route}`)).toEqual(exported.map((name) => `${name}: ${name}`));
  });

  it('gives every route its own path', () => {
    const all = Object.values(paths);
    expect(new Set(all).size).toBe(all.length);
  });
});
