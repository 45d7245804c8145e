import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/dialect.ts';
import type { SecretBox } from '../integrations/crypto/secret-box.ts';
import type { EmbeddingClient } from '../integrations/embedding/embedding-client.ts';
import type { KeyValueStore } from '../integrations/kv/kv-store.ts';
import type { LlmClient } from '../integrations/llm/llm-client.ts';
import type { McpConnector, McpTimeouts } from '../integrations/mcp/mcp-client.ts';
import type { MqttGatewayStatusReader } from '../integrations/mqtt-gateway/gateway-status.ts';
import type { SmsSender } from '../integrations/sms/sms-sender.ts';
import type { ObjectStorage } from '../integrations/storage/object-storage.ts';
import type { SpeechClient } from '../integrations/tts/openai-speech.ts';
import type { VoiceprintClient } from '../integrations/voiceprint/voiceprint-client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import type { ConsoleMetrics } from '../plugins/app/metrics.ts';
import type { UploadPurpose } from '@vox/contracts';
import type { IngestLimits } from './datasets/index.ts';
import type { OutboundTimeouts } from './device-servers/outbound-timeouts.ts';
import type { FirmwareCatalog } from './ota/firmware-catalog.ts';
import type { LastSeenOptions } from './ota/last-seen-batcher.ts';
import type { ParamsService } from './params/params.service.ts';
import type { AgentsPurge, UsersPurge } from './purges.ts';
import type { Repositories, RunInDatabaseTransaction, RunInTransaction } from './repositories.ts';
import type { RecentReadsByArea } from '../lib/recent-reads.ts';

/** What the app (or the admin CLI, or a test) hands the services: the database, the clock, and the adapters. */
export interface ServiceDeps {
  database: DatabaseHandle;
  clock: Clock;
  log: Logger;
  /** Built from the params service, so the Aliyun adapter can read its aliyun.sms.* settings. */
  createSmsSender: (params: ParamsService) => SmsSender;
  version: string;
  /** Seals secrets stored for showing again (API keys); the same key on every process of one install. */
  secrets: SecretBox;
  kv?: KeyValueStore;
  /** REDIS_URL's client (keys prefixed) and prefix: short-lived values and the MCP proxy relay go through Redis. */
  redis?: { client: Redis; prefix: string };
  firmware?: FirmwareCatalog;
  /** Where firmware images live; by default as the environment configures it (local disk or S3). */
  storage?: ObjectStorage;
  /** Where knowledge-base documents live; by default the configured local directory or bucket (area `datasets`). */
  datasetStorage?: ObjectStorage;
  /** Memory and time a document's parsing thread may use (tests lower them). */
  ingestLimits?: IngestLimits;
  firmwareMaxBytes?: number;
  /** Where uploaded files live: the `uploads` area of the configured local directory or S3 bucket. */
  uploadStorage?: ObjectStorage;
  /** Smaller per-purpose upload limits (tests). */
  uploadMaxBytes?: Partial<Record<UploadPurpose, number>>;
  /** Voice clone samples and demo clips (the `voice-clones` storage area). */
  voiceCloneStorage?: ObjectStorage;
  /** How long a clone provider may take to answer one call; tests shorten it. */
  voiceClone?: { providerTimeoutMs?: number };
  /** The LLM client and timeout of the model test and the chat title/summary jobs; tests shorten the timeout. */
  llm?: { client?: LlmClient; timeoutMs?: number };
  /** The playground's OpenAI-compatible TTS adapter; tests may bring their own. */
  speech?: SpeechClient;
  /** The knowledge base's embedding adapter (OpenAI-compatible by default); tests shorten its timeout. */
  embedding?: { client?: EmbeddingClient; timeoutMs?: number };
  /** The MCP connector and its connect/call timeouts; tests shorten the timeouts. */
  mcp?: { connector?: McpConnector; timeouts?: Partial<McpTimeouts> };
  /** How OTA check-ins' last-seen times are batched; tests write each at once. */
  lastSeen?: LastSeenOptions;
  /** The voiceprint service adapter (voiceprint-api over HTTP by default); tests shorten its timeout. */
  voiceprint?: { client?: VoiceprintClient; timeoutMs?: number };
  /** Deadlines of param live checks and device-server actions; tests shorten them. */
  outboundTimeouts?: Partial<OutboundTimeouts>;
  /** How device presence is read from an MQTT gateway; tests may bring their own. */
  mqttGateway?: MqttGatewayStatusReader;
}

/** The storage areas of the configured local directory or bucket, one per kind of stored file. */
export type StorageArea = 'firmware' | 'datasets' | 'uploads' | 'voice-clones';

/** What a module's services are built from, besides other modules' services: shared once per app. */
export interface Wiring<Repos extends object = object> {
  /** The module's own repositories, from its descriptor; other modules' data comes through their services. */
  repos: Repos;
  database: DatabaseHandle;
  options: ServiceDeps;
  clock: Clock;
  log: Logger;
  kv: KeyValueStore;
  /** A transaction with the module's own repositories bound to it. */
  transaction: RunInTransaction<Repos>;
  databaseTransaction: RunInDatabaseTransaction;
  /** One storage per area, shared by every module that stores or sweeps files there. */
  storage: (area: StorageArea) => ObjectStorage;
  outboundTimeouts: OutboundTimeouts;
  /** The chat LLM client: model tests, chat titles and summaries, memory, the playground. */
  llm: LlmClient;
  /** How long chat titles, summaries, memory and the playground wait for that LLM. */
  chatTimeoutMs: number;
  mqttGateway: MqttGatewayStatusReader;
  /** Every module's purge of agents being deleted, in the descriptors' order. */
  purgeAgents: AgentsPurge;
  /** Every module's purge of users being deleted, in the descriptors' order. */
  userPurges: () => UsersPurge[];
}

/**
 * Every service of the app, by name. The composition root's own are below; each module adds its services here from
 * its descriptor (`declare module '../wiring.ts'`), beside the factories that make them.
 */
export interface Services {
  clock: Clock;
  kv: KeyValueStore;
  /** Every module's repositories, for tests and the composition root; a module's code names only its own. */
  repos: Repositories;
  version: string;
  metrics: ConsoleMetrics;
  /** The database's recent reads by area (lib/recent-reads.ts); closed with the app. */
  recentReads: RecentReadsByArea;
}

/**
 * Makes one service from the services it uses and the shared wiring; called once, when first asked for. Declared as
 * a method so that a module with its own repositories still fits the list of every module (`ServerModule`).
 */
export type ServiceFactory<Repos extends object, Name extends keyof Services> = {
  make(services: Services, wiring: Wiring<Repos>): Services[Name];
}['make'];

/** A module's services: a factory per name it added to `Services`. */
export type ServiceFactories<Repos extends object> = { readonly [Name in keyof Services]?: ServiceFactory<Repos, Name> };
