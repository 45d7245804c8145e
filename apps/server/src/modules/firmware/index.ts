/** What other modules may use of firmware; every other file here is internal (lint enforces it). */
export * from './firmware-links.ts';
export * from './firmware.repository.ts';
export * from './firmware.upstream.ts';
