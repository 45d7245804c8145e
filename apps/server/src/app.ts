import { once } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { loadConfig, type AppConfig } from './config/env.ts';
import { createDatabase, type DatabaseHandle } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadSecretBox, type SecretBox } from './integrations/crypto/secret-box.ts';
import type { SmsSender } from './integrations/sms/sms-sender.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { datasetsRoutes } from './modules/datasets/datasets.routes.ts';
import { ragflowRoutes } from './modules/knowledge-retrieval/ragflow.routes.ts';
import { operationsRoutes } from './modules/health/operations.routes.ts';
import { registerRequestMetrics } from './plugins/app/metrics.ts';
import { requestIdOf } from './lib/reqid.ts';
import { Redis } from 'ioredis';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { registerAuditTrail } from './modules/audit/audit-trail.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { chatHistoryRoutes } from './modules/chat-history/chat-history.routes.ts';
import { correctWordsRoutes } from './modules/correct-words/correct-words.routes.ts';
import { memoriesRoutes } from './modules/memories/memories.routes.ts';
import { addressBookRoutes } from './modules/address-book/address-book.routes.ts';
import { featuresRoutes } from './modules/features/features.routes.ts';
import { voiceClonesRoutes } from './modules/voice-clones/voice-clones.routes.ts';
import { voiceResourcesRoutes } from './modules/voice-clones/voice-resources.routes.ts';
import { voiceprintsRoutes } from './modules/voiceprints/voiceprints.routes.ts';
import { deviceServerApiRoutes } from './modules/device-server-api/device-server-api.routes.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { adminListingsRoutes } from './modules/admin-listings/admin-listings.routes.ts';
import { agentMcpAccessRoutes } from './modules/agent-mcp-access/agent-mcp-access.routes.ts';
import { deviceGatewayRoutes } from './modules/device-gateway/device-gateway.routes.ts';
import { deviceAssetsRoutes } from './modules/device-assets/device-assets.routes.ts';
import { dictsRoutes } from './modules/dicts/dicts.routes.ts';
import { modelsRoutes } from './modules/models/models.routes.ts';
import { modelAdminRoutes } from './modules/models/model-admin.routes.ts';
import { providersRoutes } from './modules/models/providers.routes.ts';
import { ttsVoicesRoutes } from './modules/models/tts-voices.routes.ts';
import { v1ModelsRoutes } from './modules/models/v1-models.routes.ts';
import { mcpProxyRoutes } from './modules/mcp/mcp-proxy.routes.ts';
import { mcpStoreRoutes } from './modules/mcp/mcp-store.routes.ts';
import { mcpsRoutes } from './modules/mcp/mcps.routes.ts';
import { otaRoutes } from './modules/ota/ota.routes.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { firmwareRoutes } from './modules/firmware/firmware.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createObjectStorage } from './integrations/storage/storage-factory.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import { ensureServerSecrets } from './modules/params/server-secrets.ts';
import { paramsRoutes } from './modules/params/params.routes.ts';
import { deviceServersRoutes } from './modules/device-servers/device-servers.routes.ts';
import { endpointDoctorRoutes } from './modules/endpoint-doctor/endpoint-doctor.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { pubConfigRoutes } from './modules/pub-config/pub-config.routes.ts';
import { createSmsSender } from './modules/verification/sms-sender-factory.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { envelopePlugin } from './plugins/app/envelope.ts';
import { loggerOptions, type LoggerOption } from './plugins/app/logger-options.ts';
import { registerNotFound } from './plugins/app/not-found.ts';
import { registerRouteHooks } from './plugins/app/route-hooks.ts';
import { RateLimitPolicy, registerRateLimit, type RateLimitSettings } from './plugins/external/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/external/helmet.ts';
import { CorsPolicy, registerCors } from './plugins/external/cors.ts';
import { registerStatic } from './plugins/external/static.ts';
import { registerSwagger } from './plugins/external/swagger.ts';
import { createServices, type ServiceDeps } from './services.ts';

export interface BuildAppOptions {
  config?: Partial<AppConfig>;
  /** Taken over by the app: destroyed when the app closes. */
  database?: DatabaseHandle;
  clock?: Clock;
  sms?: SmsSender;
  logger?: LoggerOption;
  /** Fixed limits that win over the `rate_limit.*` params (tests, benchmarks). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Print the bootstrap code as a plain banner too (the server does; tests don't). */
  printBootstrapBanner?: boolean;
  llm?: ServiceDeps['llm'];
  embedding?: ServiceDeps['embedding'];
  voiceprint?: ServiceDeps['voiceprint'];
  mcp?: ServiceDeps['mcp'];
  /** Firmware storage; by default the configured local directory or S3 bucket. */
  storage?: ObjectStorage;
  /** Knowledge-base documents; by default the `datasets` area of the configured storage. */
  datasetStorage?: ObjectStorage;
  /** Memory and time a document's parsing thread may use. */
  ingestLimits?: ServiceDeps['ingestLimits'];
  /** Storage of uploaded files; by default the configured local directory's or bucket's `uploads` area. */
  uploadStorage?: ObjectStorage;
  uploadMaxBytes?: ServiceDeps['uploadMaxBytes'];
  /** Voice clone samples and demo clips; by default the `voice-clones` area of the configured storage. */
  voiceCloneStorage?: ObjectStorage;
  voiceClone?: ServiceDeps['voiceClone'];
  outboundTimeouts?: ServiceDeps['outboundTimeouts'];
  /** How OTA check-ins' last-seen times are batched (tests write each at once). */
  lastSeen?: ServiceDeps['lastSeen'];
  /** The key that seals stored secrets; by default SECRETS_KEY or the key file under DATA_DIR. */
  secrets?: SecretBox;
  /** Work background jobs in this process (default); tests drive `services.jobRunner.runOnce()` instead. */
  runJobs?: boolean;
}

const V1_MODULES = [v1ModelsRoutes, mcpStoreRoutes, mcpsRoutes, mcpProxyRoutes, apiKeysRoutes, uploadsRoutes, datasetsRoutes, memoriesRoutes, voiceClonesRoutes];
const API_MODULES = [
  healthRoutes,
  pubConfigRoutes,
  verificationRoutes,
  accountRoutes,
  adminUsersRoutes,
  auditRoutes,
  modelsRoutes,
  modelAdminRoutes,
  providersRoutes,
  ttsVoicesRoutes,
  v1ModelsRoutes,
  mcpStoreRoutes,
  mcpsRoutes,
  mcpProxyRoutes,
  apiKeysRoutes,
  datasetsRoutes,
  memoriesRoutes,
  uploadsRoutes,
  agentsRoutes,
  chatHistoryRoutes,
  overviewRoutes,
  devicesRoutes,
  deviceGatewayRoutes,
  agentMcpAccessRoutes,
  adminListingsRoutes,
  deviceAssetsRoutes,
  otaRoutes,
  firmwareRoutes,
  deviceServerApiRoutes,
  correctWordsRoutes,
  addressBookRoutes,
  featuresRoutes,
  voiceClonesRoutes,
  voiceResourcesRoutes,
  voiceprintsRoutes,
  paramsRoutes,
  deviceServersRoutes,
  endpointDoctorRoutes,
  dictsRoutes,
];
const KV_PURGE_INTERVAL_MS = 10 * 60_000;
const WEBSOCKET_MAX_PAYLOAD = 4 * 1024 * 1024;

/**
 * `//xiaozhi/...` is answered as `/xiaozhi/...`, as upstream's Spring server does: by the route, or the 404 envelope,
 * never the SPA or a file-server refusal. Only the path is touched, never the query.
 */
function collapseSlashes(request: { url?: string }): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  return path.replace(/\/{2,}/g, '/') + (queryAt < 0 ? '' : url.slice(queryAt));
}

/**
 * A Redis command answers within this or fails: a hung Redis must not hold requests. A request meets at most two in a
 * row before it knows (its rate limit, then its first value), so it still answers within a second.
 */
const REDIS_COMMAND_TIMEOUT_MS = 300;
/** How long start-up waits for a silent Redis before serving without it. */
const REDIS_START_WAIT_MS = 2_000;

/**
 * The Redis client of REDIS_URL, its keys under the prefix; closed with the app (after the database, whose close hook
 * was added first, so jobs finish before). While Redis is away every command fails at once (nothing is queued for
 * later) and the client reconnects in the background, at most a second apart, for as long as it takes.
 */
async function connectRedis(app: FastifyInstance, { url, prefix }: { url: string; prefix: string }): Promise<{ client: Redis; prefix: string }> {
  const client = new Redis(url, {
    keyPrefix: prefix,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let away = false;
  client.on('error', (error: Error) => {
    if (!away) app.log.warn({ err: error }, 'redis unavailable; reconnecting in the background');
    away = true;
  });
  client.on('ready', () => {
    if (away) app.log.info('redis available again');
    away = false;
  });
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  // Commands sent before the connection is up would fail: wait until Redis answers, refuses, or stays silent too long.
  await once(client, 'ready', { signal: AbortSignal.timeout(REDIS_START_WAIT_MS) }).catch(() => undefined);
  return { client, prefix };
}

/** Builds the whole app without listening: migrate, wire services, plugins, then modules. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig({}), ...options.config };
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logger),
    trustProxy: config.trustProxy,
    rewriteUrl: collapseSlashes,
    genReqId: requestIdOf,
    // Path parameters may be longer than Fastify's 100 characters: a memory identifier of 128 CJK characters is ~1,150 encoded.
    routerOptions: { maxParamLength: 2048 },
  });
  const database =
    options.database ??
    createDatabase(config.database, {
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects on the next query'),
    });
  app.addHook('onClose', () => database.destroy());
  try {
    await prepare(app, config, database, options);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** What the services are built from: the configured adapters, unless a test brings its own. */
function serviceDeps(app: FastifyInstance, config: AppConfig, database: DatabaseHandle, options: BuildAppOptions, clock: Clock, redis: ServiceDeps['redis']): ServiceDeps {
  return {
    database,
    ...(redis ? { redis } : {}),
    clock,
    log: app.log,
    version: packageJson.version,
    secrets: options.secrets ?? loadSecretBox(config.secrets),
    ...(options.llm ? { llm: options.llm } : {}),
    embedding: options.embedding,
    voiceprint: options.voiceprint,
    ...(options.mcp ? { mcp: options.mcp } : {}),
    storage: options.storage ?? createObjectStorage(config.storage, 'firmware'),
    datasetStorage: options.datasetStorage ?? createObjectStorage(config.storage, 'datasets'),
    ...(options.ingestLimits ? { ingestLimits: options.ingestLimits } : {}),
    firmwareMaxBytes: config.firmwareMaxBytes,
    uploadStorage: options.uploadStorage ?? createObjectStorage(config.storage, 'uploads'),
    ...(options.uploadMaxBytes ? { uploadMaxBytes: options.uploadMaxBytes } : {}),
    voiceCloneStorage: options.voiceCloneStorage,
    voiceClone: options.voiceClone,
    ...(options.outboundTimeouts ? { outboundTimeouts: options.outboundTimeouts } : {}),
    ...(options.lastSeen ? { lastSeen: options.lastSeen } : {}),
    createSmsSender: (params) =>
      options.sms ?? createSmsSender({ provider: config.smsProvider, aliyunEndpoint: config.aliyunSmsEndpoint, params, clock, log: app.log }),
  };
}

async function prepare(app: FastifyInstance, config: AppConfig, database: DatabaseHandle, options: BuildAppOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await migrateToLatest(database.db);

  const clock = options.clock ?? systemClock;
  const redis = config.redis ? await connectRedis(app, config.redis) : undefined;
  const services = createServices(serviceDeps(app, config, database, options, clock, redis));
  app.decorate('services', services);
  await services.mcpProxy.hub.listen();
  // Before the database closes: the last batch of check-in times is written.
  app.addHook('preClose', () => services.lastSeen.flush());
  app.addHook('onClose', () => services.mcpProxy.hub.closeAll());
  app.addHook('onClose', () => services.documentIndexer.close());
  app.decorateRequest('auth', null);
  await ensureServerSecrets(services.params, app.log);
  await announceBootstrapCode(app, options.printBootstrapBanner ?? false);
  schedulePurge(app);

  await registerSecurityHeaders(app);
  await registerCors(app, new CorsPolicy((codes) => services.params.values(codes), clock));
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Once for the whole app: WebSocket routes (the MCP proxy) live in their modules.
  await app.register(fastifyWebsocket, { options: { maxPayload: WEBSOCKET_MAX_PAYLOAD } });
  services.metrics.countWebSockets(() => app.websocketServer.clients.size);
  // The id every log line of the request carries, for the caller to quote (a load balancer's own is kept).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestMetrics(app, services.metrics);
  await app.register(envelopePlugin);
  await registerRateLimit(app, new RateLimitPolicy((codes) => services.params.values(codes), clock, options.rateLimits), redis?.client);
  registerRouteHooks(app);
  await registerSwagger(app, packageJson.version);
  registerAuditTrail(app);
  for (const routes of API_MODULES) await app.register(routes, { prefix: '/xiaozhi' });
  // DESIGN §2: the /v1 family is also served at the site root, where the web app and v1 clients call it.
  for (const routes of V1_MODULES) await app.register(routes);
  // RAGFlow's retrieval route at the site root, where unchanged device servers call it.
  await app.register(ragflowRoutes);
  // Probes and metrics at the site root, where load balancers and Prometheus look for them.
  await app.register(operationsRoutes);
  const spa = await registerStatic(app, config.webDist);
  registerNotFound(app, spa);
  if (options.runJobs ?? true) startJobs(app);
}

/** Once every module has registered its job kinds; stopped (the running job finished) before the database closes. */
function startJobs(app: FastifyInstance): void {
  app.addHook('onReady', () => app.services.jobRunner.start());
  app.addHook('onClose', () => app.services.jobRunner.stop());
}

async function announceBootstrapCode(app: FastifyInstance, banner: boolean): Promise<void> {
  const code = await app.services.bootstrap.issueIfNeeded();
  if (!code) return;
  app.log.info({ bootstrapCode: code }, 'admin bootstrap code');
  if (banner) {
    const line = '='.repeat(64);
    console.log(`\n${line}\n  No administrator yet. Register with this one-time bootstrap code\n  to become the super administrator:\n\n      ${code}\n${line}\n`);
  }
}

function schedulePurge(app: FastifyInstance): void {
  // Chained so sweeps never overlap, and awaited on close so none outlives the database.
  let sweeping: Promise<void> = Promise.resolve();
  const sweepFirmware = () => {
    sweeping = sweeping.then(() =>
      app.services.firmware.sweepStorage().then(
        (deleted) => (deleted.length > 0 ? app.log.info({ deleted }, 'firmware storage swept') : undefined),
        (error: unknown) => app.log.warn({ err: error }, 'firmware storage sweep failed'),
      ),
    );
  };
  sweepFirmware();
  const timer = setInterval(() => {
    app.services.kv.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'kv purge failed'));
    sweepFirmware();
  }, KV_PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
