import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Lane } from '../lib/lanes.ts';
import type { ObjectStorage } from '../integrations/storage/object-storage.ts';
import type { RecentReadsByArea } from '../lib/recent-reads.ts';
import type { AgentsPurge, UsersPurge } from './purges.ts';
import type { ServiceFactories, Services, Wiring } from './wiring.ts';

/** A module's routes, registered by the app: `app.register(routes, { prefix })`. */
export type ModuleRoutes = (app: FastifyInstance) => Promise<void>;

/** What every module's repositories share: the database's recent reads, by area (lib/recent-reads.ts). */
export interface RepositoryContext {
  recentReads: RecentReadsByArea;
}

/** What a module's user purge may need: the whole agents purge, and the storage areas whose files go after commit. */
export interface PurgeContext {
  purgeAgents: AgentsPurge;
  storage: { datasets: ObjectStorage; uploads: ObjectStorage; voiceClones: ObjectStorage };
}

/**
 * How a module wires itself into the app: `modules/index.ts` lists one of these per module folder, and the composition
 * root loops over that list for routes, repositories, services, jobs and purges. Each is a constant annotated
 * `ServerModule<ReturnType<typeof <area>Repositories>>`: `Repositories` is derived from the list, so a descriptor's type
 * must not be inferred from its factories, whose services name `Repositories` in turn.
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
  /**
   * Its services, each made on first use from the services it uses (`Services`, which the module's descriptor file
   * extends with their names and types) and the shared wiring with the module's own repositories.
   */
  services?: ServiceFactories<Repos>;
  /** Registers its jobs' handlers with the job runner, once every service is made. */
  jobs?(services: Services, wiring: Wiring<Repos>): void;
  /** Removes its rows of agents being deleted, before the agents module removes the agents. */
  purgeAgents?: AgentsPurge;
  /** Removes its rows of users being deleted (stored files once the transaction has committed). */
  purgeUsers?: (context: PurgeContext) => UsersPurge;
}
