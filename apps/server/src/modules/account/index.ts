/** What other modules may use of account; every other file here is internal (lint enforces it). */
export type { LoginLockout } from './login-lockout.ts';
export * from './user-lockouts.ts';
