/** What other modules may use of params; every other file here is internal (lint enforces it). */
export * from './params.service.ts';
export { runLiveCheck } from './live-checks/live-checks.ts';
export type { LiveCheckDeps } from './live-checks/live-check-deps.ts';
export { isLoopbackHost } from './live-checks/loopback.ts';
export * from './params.upstream.ts';
