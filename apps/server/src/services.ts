import { FetchLlmClient } from './integrations/llm/llm-client.ts';
import type { KeyValueStore } from './integrations/kv/kv-store.ts';
import { RedisKeyValueStore } from './integrations/kv/redis-kv-store.ts';
import { RedisWriteAnnouncements } from './integrations/kv/redis-write-announcements.ts';
import { SqlKeyValueStore } from './integrations/kv/sql-kv-store.ts';
import { HttpMqttGatewayStatus, type MqttGatewayStatusReader } from './integrations/mqtt-gateway/gateway-status.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import { createObjectStorage } from './integrations/storage/storage-factory.ts';
import { loadConfig } from './config/env.ts';
import { agentsPurge } from './modules/agents/index.ts';
import { DEFAULT_CHAT_LLM_TIMEOUT_MS } from './modules/chat-history/chat-summaries.ts';
import { DEFAULT_OUTBOUND_TIMEOUTS } from './modules/device-servers/outbound-timeouts.ts';
import { SERVER_MODULES } from './modules/index.ts';
import type { PurgeContext, ServerModule } from './modules/module.ts';
import type { AgentsPurge, UsersPurge } from './modules/purges.ts';
import { RecentReadsByArea } from './lib/recent-reads.ts';
import { databaseTransactionRunner, repositoriesByModule, transactionRunner, type Repositories } from './modules/repositories.ts';
import { makeServices } from './modules/service-container.ts';
import type { ServiceDeps, Services, StorageArea, Wiring } from './modules/wiring.ts';
import { ConsoleMetrics } from './plugins/app/metrics.ts';

export type { ServiceDeps, Services } from './modules/wiring.ts';

const MODULES: readonly ServerModule[] = SERVER_MODULES;

/**
 * The composition root, used by the HTTP app and the admin CLI alike: what every module shares (database, clock,
 * short-lived values, storage areas, outbound adapters), then each module's services from its descriptor, then
 * their jobs.
 */
export function createServices(deps: ServiceDeps): Services {
  const { database, clock, log } = deps;
  // Several processes on one database: a write in one drops what the others read of its area, through Redis.
  const recentReads = new RecentReadsByArea(deps.redis ? new RedisWriteAnnouncements(deps.redis.client, deps.redis.prefix) : undefined);
  const reposOf = repositoriesByModule(database.db, recentReads);
  const repos = Object.assign({}, ...reposOf.values()) as Repositories;
  const kv = keyValueStore(deps);
  const storage = storageAreas(deps);
  const purgeAgents = agentsPurge(AGENT_PURGES);
  const outboundTimeouts = { ...DEFAULT_OUTBOUND_TIMEOUTS, ...deps.outboundTimeouts };
  const shared: Omit<Wiring, 'repos' | 'transaction'> = {
    database,
    options: deps,
    clock,
    log,
    kv,
    databaseTransaction: databaseTransactionRunner(database.db),
    storage,
    outboundTimeouts,
    llm: deps.llm?.client ?? new FetchLlmClient(),
    // A 2,000-token summary takes a while: a minute unless a test asks for less.
    chatTimeoutMs: deps.llm?.timeoutMs ?? DEFAULT_CHAT_LLM_TIMEOUT_MS,
    mqttGateway: mqttGatewayReader(deps, outboundTimeouts.probeMs),
    purgeAgents,
    userPurges: () => userPurges(purgeAgents, { datasets: storage('datasets'), uploads: storage('uploads'), voiceClones: storage('voice-clones') }),
  };
  const wiringOf = (module: ServerModule): Wiring => ({
    ...shared,
    repos: reposOf.get(module.name) ?? {},
    transaction: transactionRunner(database.db, recentReads, (trx, context) => module.repositories?.(trx, context) ?? {}),
  });
  const core: Partial<Services> = { clock, kv, repos, recentReads, version: deps.version, metrics: new ConsoleMetrics(() => repos.jobs.countByKindAndState()) };
  const services = makeServices(
    core,
    MODULES.map((module) => ({ module: module.name, factories: module.services ?? {}, wiring: wiringOf(module) })),
  );
  for (const module of MODULES) module.jobs?.(services, wiringOf(module));
  return services;
}

/**
 * What each module removes when agents are deleted, in the order `modules/index.ts` lists them, before the agents
 * module removes its own rows: the devices leave every address book before they go.
 */
const AGENT_PURGES: readonly AgentsPurge[] = MODULES.flatMap((module) => module.purgeAgents ?? []);

/** What each module removes when a user is deleted, in the same order; the stored files go once it has committed. */
function userPurges(purgeAgents: AgentsPurge, storage: PurgeContext['storage']): UsersPurge[] {
  return MODULES.flatMap((module) => module.purgeUsers?.({ purgeAgents, storage }) ?? []);
}

/** Short-lived values: a test's own store, Redis when several processes share them, else the database. */
function keyValueStore(deps: ServiceDeps): KeyValueStore {
  if (deps.kv) return deps.kv;
  return deps.redis ? new RedisKeyValueStore(deps.redis.client) : new SqlKeyValueStore(deps.database.db, deps.clock);
}

/** A test's own storage per area, else that area of the local directory or bucket the environment configures; one each. */
function storageAreas(deps: ServiceDeps): (area: StorageArea) => ObjectStorage {
  const given: Record<StorageArea, ObjectStorage | undefined> = {
    firmware: deps.storage,
    datasets: deps.datasetStorage,
    uploads: deps.uploadStorage,
    'voice-clones': deps.voiceCloneStorage,
  };
  const made = new Map<StorageArea, ObjectStorage>();
  return (area) => {
    let storage = made.get(area);
    if (!storage) made.set(area, (storage = given[area] ?? createObjectStorage(loadConfig().storage, area)));
    return storage;
  };
}

/** The gateway's HTTP management API, unless a test brings its own reader. */
function mqttGatewayReader(deps: ServiceDeps, timeoutMs: number): MqttGatewayStatusReader {
  return deps.mqttGateway ?? new HttpMqttGatewayStatus({ timeoutMs, now: () => deps.clock.now() });
}
