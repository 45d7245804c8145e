/**
 * Every table, each owned by one module (see module-ownership.ts). Empty here: each module's `<area>.tables.ts` merges
 * its tables in (`declare module` below its row types), so adding an area never edits this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

// Released migrations import these row types from here, and a released migration never changes (its fingerprint,
// on its first line, covers its imports): kept for them only; other code imports row types from their module.
export type { AgentTemplatesTable } from '../modules/agents/agents.tables.ts';
export type { SysDictTypeTable, SysDictDataTable } from '../modules/dicts/dicts.tables.ts';
export type { ModelProvidersTable, ModelConfigsTable, TtsVoicesTable } from '../modules/models/models.tables.ts';
export type { SysParamsTable } from '../modules/params/params.tables.ts';
