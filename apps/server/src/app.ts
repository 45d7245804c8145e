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
import { registerRequestMetrics } from './plugins/app/metrics.ts';
import { requestIdOf } from './lib/reqid.ts';
import { callerFacts } from './lib/caller.ts';
import { serverWithLanes, type Lane } from './lib/lanes.ts';
import { Redis } from 'ioredis';
import { registerAuditTrail } from './modules/audit/audit-trail.ts';
import { createObjectStorage } from './integrations/storage/storage-factory.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import { ensureServerSecrets } from './modules/params/server-secrets.ts';
import { createSmsSender } from './modules/verification/sms-sender-factory.ts';
import { envelopePlugin } from './plugins/app/envelope.ts';
import { loggerOptions, type LoggerOption } from './plugins/app/logger-options.ts';
import { registerNotFound } from './plugins/app/not-found.ts';
import { registerRouteHooks } from './plugins/app/route-hooks.ts';
import { RateLimitPolicy, registerRateLimit, type RateLimitSettings } from './plugins/external/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/external/helmet.ts';
import { CorsPolicy, registerCors } from './plugins/external/cors.ts';
import { registerStatic } from './plugins/external/static.ts';
import { registerSwagger, registerSwaggerUi } from './plugins/external/swagger.ts';
import { SERVER_MODULES } from './modules/index.ts';
import type { ServerModule } from './modules/module.ts';
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

const MODULES: readonly ServerModule[] = SERVER_MODULES;
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
  const lanes: Lane[] = [];
  const app = Fastify({
    serverFactory: serverWithLanes(lanes),
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
    for (const module of MODULES) for (const lane of module.lanes ?? []) lanes.push(lane(app));
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
  app.addHook('preClose', () => services.retrieval.flushHits());
  app.addHook('onClose', () => services.mcpProxy.hub.closeAll());
  app.addHook('onClose', () => services.recentReads.close());
  app.addHook('onClose', () => services.documentIndexer.close());
  app.decorateRequest('auth', null);
  app.decorate('callerFacts', callerFacts(config.trustProxy));
  await ensureServerSecrets(services.params, app.log);
  await announceBootstrapCode(app, options.printBootstrapBanner ?? false);
  schedulePurge(app);

  // What every route has, the firmware's included.
  // The id every log line of the request carries, for the caller to quote (a load balancer's own is kept).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestMetrics(app, services.metrics);
  await app.register(envelopePlugin);
  await registerRateLimit(app, new RateLimitPolicy((codes) => services.params.values(codes), clock, options.rateLimits), redis?.client);
  registerRouteHooks(app);
  // At the root, so the description sees the routes of both contexts below.
  await registerSwagger(app, packageJson.version);
  // Two sibling contexts: the firmware's calls in one without the browser's hooks, everything else in the other.
  await app.register(async (devicePath) => {
    for (const module of MODULES) for (const routes of module.deviceRoutes ?? []) await devicePath.register(routes, { prefix: '/xiaozhi' });
  });
  await app.register(async (browserPath) => browserRoutes(browserPath, config, clock));
  if (options.runJobs ?? true) startJobs(app);
}

/**
 * Everything but the firmware's calls: the hooks browsers need (security headers, CORS, compression, the WebSocket
 * upgrade, the admin audit), the API docs' pages, the modules' routes, the web app and the 404 answer.
 */
async function browserRoutes(app: FastifyInstance, config: AppConfig, clock: Clock): Promise<void> {
  const { services } = app;
  await registerSecurityHeaders(app);
  await registerCors(app, new CorsPolicy((codes) => services.params.values(codes), clock));
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Once for the whole app: WebSocket routes (the MCP proxy) live in their modules.
  await app.register(fastifyWebsocket, { options: { maxPayload: WEBSOCKET_MAX_PAYLOAD } });
  services.metrics.countWebSockets(() => app.websocketServer.clients.size);
  await registerSwaggerUi(app);
  registerAuditTrail(app);
  for (const module of MODULES) for (const routes of module.routes ?? []) await app.register(routes, { prefix: '/xiaozhi' });
  // At the site root too: the /v1 family, where the web app and v1 clients call it; RAGFlow's retrieval route, where
  // unchanged device servers call it; probes and metrics, where load balancers and Prometheus look for them.
  for (const module of MODULES) for (const routes of module.rootRoutes ?? []) await app.register(routes);
  const spa = await registerStatic(app, config.webDist);
  registerNotFound(app, spa);
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
