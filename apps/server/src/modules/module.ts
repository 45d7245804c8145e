import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Lane } from '../lib/lanes.ts';
import type { ObjectStorage } from '../integrations/storage/object-storage.ts';
import type { ParamsCache } from './params/params-cache.ts';
import type { AgentsPurge, UsersPurge } from './purges.ts';

/** A module's routes, registered by the app: `app.register(routes, { prefix })`. */
export type ModuleRoutes = (app: FastifyInstance) => Promise<void>;

/** What every module's repositories share: the params cache of the database (params-cache.ts). */
export interface RepositoryContext {
  paramsCache: ParamsCache;
}

/** What a module's user purge may need: the whole agents purge, and the storage areas whose files go after commit. */
export interface PurgeContext {
  purgeAgents: AgentsPurge;
  storage: { datasets: ObjectStorage; uploads: ObjectStorage; voiceClones: ObjectStorage };
}

/**
 * How a module wires itself into the app: `modules/index.ts` lists one of these per module folder, and the
 * composition root loops over that list for routes, repositories and purges. Services stay in `services.ts`, whose
 * constructor calls show what each one is handed.
 */
export interface ServerModule<Repos extends object = object> {
  /** The module's folder under `modules/`. */
  name: string;
  /** Registered under `/xiaozhi`. */
  routes?: readonly ModuleRoutes[];
  /** Registered at the site root too: the `/v1` family, RAGFlow's retrieval path, probes. */
  rootRoutes?: readonly ModuleRoutes[];
  /**
   * The firmware's calls, registered under `/xiaozhi` apart from every other route: none of the browser's hooks
   * (security headers, CORS, compression, the WebSocket upgrade, the admin audit) runs on them. Declared `lean`.
   */
  deviceRoutes?: readonly ModuleRoutes[];
  /** The hottest of the firmware's calls, answered before Fastify's router (lib/lanes.ts); built once the app is. */
  lanes?: readonly ((app: FastifyInstance) => Lane)[];
  /** Its repositories, built on the app's handle or a transaction's; only its own files name them. */
  repositories?: (db: Kysely<Database>, context: RepositoryContext) => Repos;
  /** Removes its rows of agents being deleted, before the agents module removes the agents. */
  purgeAgents?: AgentsPurge;
  /** Removes its rows of users being deleted (stored files once the transaction has committed). */
  purgeUsers?: (context: PurgeContext) => UsersPurge;
}

/** Declares a module, keeping the exact type of its repositories for `Repositories`. */
export function serverModule<Repos extends object = object>(module: ServerModule<Repos>): ServerModule<Repos> {
  return module;
}
