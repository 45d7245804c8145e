/** What other modules may use of users; every other file here is internal (lint enforces it). */
export * from './users.repository.ts';
export * from './users.service.ts';
export * from './user-rows.ts';
export * from './users.upstream.ts';
// Its row type, for the read models documented in module-ownership.ts.
export type { UsersTable } from './users.tables.ts';
