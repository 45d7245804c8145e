/** What other modules may use of models; every other file here is internal (lint enforces it). */
export * from './models.repository.ts';
export * from './model-chat.ts';
export * from './model-catalog.ts';
export * from './clone-voices.ts';
export * from './models.upstream.ts';
