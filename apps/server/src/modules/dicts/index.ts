/** What other modules may use of dicts; every other file here is internal (lint enforces it). */
export * from './dicts.repository.ts';
export type { DictsService } from './dicts.service.ts';
export * from './dicts.upstream.ts';
