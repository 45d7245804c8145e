import type { DatabaseHandle } from './db/dialect.ts';
import type { KeyValueStore } from './integrations/kv/kv-store.ts';
import { SqlKeyValueStore } from './integrations/kv/sql-kv-store.ts';
import { RedisKeyValueStore } from './integrations/kv/redis-kv-store.ts';
import { KV_SERVICE_NAMES, outageAs } from './integrations/kv/outage-as.ts';
import type { Redis } from 'ioredis';
import { FetchLlmClient, type LlmClient } from './integrations/llm/llm-client.ts';
import type { SmsSender } from './integrations/sms/sms-sender.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { SecretBox } from './integrations/crypto/secret-box.ts';
import { AccountService } from './modules/account/account.service.ts';
import { ApiKeysService } from './modules/api-keys/index.ts';
import { JobQueue, JobRunner } from './modules/jobs/index.ts';
import { AgentKnowledgeService, searchLikeDevice } from './modules/knowledge-retrieval/index.ts';
import { datasetBindings } from './modules/knowledge-retrieval/index.ts';
import { AgentPlaygroundService, type AgentPlaygroundDeps } from './modules/agent-playground/index.ts';
import { OpenAiSpeechClient, type SpeechClient } from './integrations/tts/openai-speech.ts';
import { fetchContextText } from './integrations/net/context-text.ts';
import { CorrectWordsService } from './modules/correct-words/index.ts';
import { MEMORY_INFER_JOB, MemoriesService, MemoryRuntime } from './modules/memories/index.ts';
import { AddressBookCallsService, AddressBookService } from './modules/address-book/index.ts';
import { FeaturesService } from './modules/features/index.ts';
import { createVoiceClones } from './modules/voice-clones/index.ts';
import { datasetCatalog, DatasetsService, DocumentIndexer, DocumentsService, INDEX_JOB, RetrievalService, SegmentsService, type IngestLimits } from './modules/datasets/index.ts';
import { Embeddings, EMBED_JOB, EMBED_SWEEP_EVERY_SECONDS, EMBED_SWEEP_JOB, embedJob, HitCounter, VectorSearch } from './modules/datasets/index.ts';
import { OpenAiEmbeddingClient, type EmbeddingClient } from './integrations/embedding/embedding-client.ts';
import { LoginLockout } from './modules/account/login-lockout.ts';
import { AgentSnapshotsService } from './modules/agents/agent-snapshots.service.ts';
import { AgentTemplatesService } from './modules/agents/agent-templates.service.ts';
import { AgentsService } from './modules/agents/agents.service.ts';
import { agentDirectory, agentLinks, agentModelUse, agentsPurge } from './modules/agents/index.ts';
import type { AgentsPurge, UsersPurge } from './modules/purges.ts';
import { SERVER_MODULES } from './modules/index.ts';
import type { PurgeContext, ServerModule } from './modules/module.ts';
import { voiceOrClone } from './modules/models/index.ts';
import { purgeAddressBookOfDevice } from './modules/address-book/index.ts';
import { AUDIT_PURGE_EVERY_SECONDS, AUDIT_PURGE_JOB, AuditService } from './modules/audit/index.ts';
import { ChatHistoryService } from './modules/chat-history/chat-history.service.ts';
import { agentUtterances } from './modules/chat-history/index.ts';
import { CHAT_SUMMARY_JOB, CHAT_TITLE_JOB, ChatSummaries, DEFAULT_CHAT_LLM_TIMEOUT_MS } from './modules/chat-history/chat-summaries.ts';
import { DeviceServerApiService } from './modules/device-server-api/device-server-api.service.ts';
import { VoiceprintsService } from './modules/voiceprints/index.ts';
import { HttpVoiceprintClient, type VoiceprintClient } from './integrations/voiceprint/voiceprint-client.ts';
import { ActivationCodes } from './modules/devices/activation-codes.ts';
import { BindAttempts } from './modules/devices/bind-attempts.ts';
import { DevicesService } from './modules/devices/devices.service.ts';
import { AdminListingsService } from './modules/admin-listings/admin-listings.service.ts';
import { AgentMcpAccessService } from './modules/agent-mcp-access/agent-mcp-access.service.ts';
import { DeviceGatewayService } from './modules/device-gateway/device-gateway.service.ts';
import { DeviceAssetsService } from './modules/device-assets/device-assets.service.ts';
import { callEndpointTool, describeEndpointTools, listEndpointTools, type EndpointTimeouts } from './integrations/mcp/mcp-endpoint-tools.ts';
import { DictsService } from './modules/dicts/dicts.service.ts';
import { AgentMcpsService } from './modules/mcp/agent-mcps.service.ts';
import { McpProxyHub } from './modules/mcp/mcp-proxy-hub.ts';
import { RedisProxyBus } from './modules/mcp/redis-proxy-bus.ts';
import { McpProxyService } from './modules/mcp/mcp-proxy.service.ts';
import { McpStoreService } from './modules/mcp/mcp-store.service.ts';
import { McpToolsService } from './modules/mcp/mcp-tools.service.ts';
import { McpsService } from './modules/mcp/mcps.service.ts';
import { OverviewService } from './modules/overview/overview.service.ts';
import { DEFAULT_MCP_TIMEOUTS, type McpConnector, type McpTimeouts } from './integrations/mcp/mcp-client.ts';
import { SdkMcpConnector } from './integrations/mcp/sdk-mcp-connector.ts';
import { ModelAdminService } from './modules/models/model-admin.service.ts';
import { DEFAULT_LLM_TEST_TIMEOUT_MS, ModelTestService } from './modules/models/model-test.service.ts';
import { ModelsService } from './modules/models/models.service.ts';
import { PrivateModelsService } from './modules/models/private-models.service.ts';
import { ProvidersService } from './modules/models/providers.service.ts';
import { TtsVoicesService } from './modules/models/tts-voices.service.ts';
import { StoredFirmwareCatalog, type FirmwareCatalog } from './modules/ota/firmware-catalog.ts';
import { FirmwareLinks } from './modules/firmware/firmware-links.ts';
import { FirmwareService } from './modules/firmware/firmware.service.ts';
import { createObjectStorage } from './integrations/storage/storage-factory.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import { loadConfig } from './config/env.ts';
import { FIRMWARE_MAX_BYTES } from '@vox/contracts';
import { OtaService } from './modules/ota/ota.service.ts';
import { AdminUsersService } from './modules/admin-users/admin-users.service.ts';
import { BootstrapService } from './modules/bootstrap/bootstrap.service.ts';
import { checkHealth, checkReadiness, pingDatabase, STORAGE_PROBE_KEY, type ReadinessProbe } from './modules/health/health.service.ts';
import { ConsoleMetrics } from './plugins/app/metrics.ts';
import { DEFAULT_LAST_SEEN, LastSeenBatcher, type LastSeenOptions } from './modules/ota/last-seen-batcher.ts';
import { ParamsService } from './modules/params/params.service.ts';
import { ParamsAdminService } from './modules/params/params-admin.service.ts';
import { deviceServerHeaders } from './modules/device-servers/device-server-auth.ts';
import { DeviceServersService } from './modules/device-servers/device-servers.service.ts';
import { DEFAULT_OUTBOUND_TIMEOUTS, type OutboundTimeouts } from './modules/device-servers/outbound-timeouts.ts';
import { loadPubConfig } from './modules/pub-config/pub-config.service.ts';
import { createRepositories, databaseTransactionRunner, transactionRunner } from './modules/repositories.ts';
import { ParamsCache } from './modules/params/index.ts';
import { SessionsService } from './modules/sessions/sessions.service.ts';
import { DevicePresenceService } from './modules/devices/device-presence.service.ts';
import { PendingDevicesService } from './modules/devices/pending-devices.service.ts';
import { EndpointDoctorService } from './modules/endpoint-doctor/endpoint-doctor.service.ts';
import { httpGatewayCaller } from './integrations/mqtt-gateway/gateway-calls.ts';
import { HttpMqttGatewayStatus, type MqttGatewayStatusReader } from './integrations/mqtt-gateway/gateway-status.ts';
import { UsersService } from './modules/users/users.service.ts';
import { UploadsService } from './modules/uploads/uploads.service.ts';
import { StorageQuota } from './modules/uploads/storage-quota.ts';
import { UPLOAD_SWEEP_EVERY_SECONDS, UPLOAD_SWEEP_JOB, UploadSweep } from './modules/uploads/upload-sweep.ts';
import type { UploadPurpose } from '@vox/contracts';
import { CaptchaService } from './modules/verification/captcha.service.ts';
import { SmsCodeService } from './modules/verification/sms-code.service.ts';
import { VerificationService } from './modules/verification/verification.service.ts';
import { UpstreamImportHistoryService } from './modules/upstream-import/index.ts';
import { SsoSettingsService, SsoSignInService } from './modules/sso/index.ts';

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

/** Wires repositories, integrations and services; used by the HTTP app and the admin CLI alike. */
export function createServices(deps: ServiceDeps) {
  const { database, clock, log } = deps;
  const paramsCache = new ParamsCache();
  const repos = createRepositories(database.db, paramsCache);
  const kv = keyValueStore(deps);
  const params = new ParamsService(repos.params, clock);
  const features = new FeaturesService(params);
  const users = new UsersService(repos.users, clock);
  const sessions = new SessionsService(repos.tokens, clock);
  const captcha = new CaptchaService(outageAs(kv, KV_SERVICE_NAMES.captcha));
  const smsCodes = new SmsCodeService({ kv: outageAs(kv, KV_SERVICE_NAMES.smsCode), sender: deps.createSmsSender(params), params, clock, log });
  const bootstrap = new BootstrapService(repos.users, kv);
  const transaction = transactionRunner(database.db, paramsCache);
  const activationKv = outageAs(kv, KV_SERVICE_NAMES.activationCode);
  const activation = new ActivationCodes(activationKv);
  const firmwareLinks = new FirmwareLinks(kv);
  const purgeAgents = agentsPurge(AGENT_PURGES);
  const agentRows = agentDirectory(database.db);
  // Voice clones are owned by their module, which imports models: its reader is handed to models here.
  const findVoiceOrClone = voiceOrClone(repos.models, repos.voiceClones);
  const agents = new AgentsService({ repos, links: agentLinks(database.db), models: repos.models, findVoiceOrClone, transaction, clock, params, purgeAgents });
  const bindAttempts = new BindAttempts(activationKv);
  const devices = new DevicesService({ repos, purgeAddressBook: purgeAddressBookOfDevice(database.db), agents, activation, bindAttempts, params, clock });
  const mcpStore = new McpStoreService(repos, clock);
  const mcps = new McpsService({ repos, store: mcpStore, clock });
  const outboundTimeouts = { ...DEFAULT_OUTBOUND_TIMEOUTS, ...deps.outboundTimeouts };
  const deviceServerAuth = { params, kv, clock };
  const liveChecks = { timeoutMs: outboundTimeouts.probeMs, webSocketHeaders: () => deviceServerHeaders(deviceServerAuth) };
  const lastSeen = new LastSeenBatcher((seen) => repos.devices.recordLastSeen(seen), deps.lastSeen ?? DEFAULT_LAST_SEEN, log);
  const ota = new OtaService({ devices: repos.devices, lastSeen, pendingDevices: repos.pendingDevices, kv: activationKv, activation, params, firmware: deps.firmware ?? new StoredFirmwareCatalog({ firmware: repos.firmware, links: firmwareLinks, params }), clock });
  const mqttGateway = mqttGatewayReader(deps, outboundTimeouts.probeMs);
  const jobs = new JobQueue(repos.jobs, clock);
  const metrics = new ConsoleMetrics(() => repos.jobs.countByKindAndState());
  const jobRunner = new JobRunner({ jobs: repos.jobs, queue: jobs, clock, log, onFailure: (kind, final) => metrics.jobFailed(kind, final) });
  const datasetStorage = deps.datasetStorage ?? createObjectStorage(loadConfig().storage, 'datasets');
  // Knowledge retrieval (the bindings) and agents (their names) import datasets: their readers are handed in here.
  const datasets = new DatasetsService(repos, clock, { bindings: datasetBindings(database.db), names: (ids) => agentRows.namesByIds(ids) });
  const uploadStorage = deps.uploadStorage ?? createObjectStorage(loadConfig().storage, 'uploads');
  const voiceCloneStorage = storageArea(deps.voiceCloneStorage, 'voice-clones');
  // Uploads, knowledge-base files and voice clone samples count against one quota per account.
  const quota = new StorageQuota({ repos, users, params, storedElsewhere: [(userId) => repos.documents.storedBytesOf(userId), (userId) => repos.voiceClones.sampleBytesOf(userId)] });
  const uploads = new UploadsService({ repos, storage: uploadStorage, clock, quota, ...(deps.uploadMaxBytes ? { maxBytes: deps.uploadMaxBytes } : {}) });
  // A document's `url` is an upload of the caller's (key or our URL), resolved for the dataset purpose.
  const openUpload = async (userId: string, reference: string) => {
    const file = await uploads.resolve(userId, 'dataset', reference, 'url');
    return { name: file.fileName, body: await file.open() };
  };
  const apiKeys = new ApiKeysService({ apiKeys: repos.apiKeys, secrets: deps.secrets, clock });
  const documents = new DocumentsService({ repos, transaction, datasets, storage: datasetStorage, jobs, clock, openUpload, quota });
  const uploadSweep = new UploadSweep({
    repos,
    // Device assets live in the uploads area too: shared by URL, owned by nobody, so not this sweep's to judge.
    uploads: { name: 'uploads', storage: uploadStorage, referencedKeys: () => repos.uploads.keys(), isReferenced: (key) => repos.uploads.keyTaken(key), skips: (key) => key.startsWith('device-assets/') },
    areas: [
      { name: 'datasets', storage: datasetStorage, referencedKeys: () => repos.documents.storageKeys(), isReferenced: (key) => repos.documents.storageKeyUsed(key) },
      { name: 'voice-clones', storage: voiceCloneStorage, referencedKeys: () => repos.voiceClones.storageKeys(), isReferenced: (key) => repos.voiceClones.storageKeyUsed(key) },
    ],
    clock,
  });
  jobRunner.register(UPLOAD_SWEEP_JOB, async () => void (await uploadSweep.run()), { everySeconds: UPLOAD_SWEEP_EVERY_SECONDS });
  const audit = new AuditService({ repo: repos.auditLogs, params, clock, log });
  // One purge job for every process sharing the database, in bounded batches.
  jobRunner.register(AUDIT_PURGE_JOB, async () => void (await audit.purgeExpired()), { everySeconds: AUDIT_PURGE_EVERY_SECONDS });
  // Semantic search: the default Embedding model, vectors beside the segments, re-embedded on a model change.
  const embeddings = new Embeddings({ models: repos.models, params, jobs, client: embeddingClient(deps.embedding) });
  const vectorSearch = new VectorSearch(repos, embeddings);
  const onVectorsChanged = (datasetId: string) => vectorSearch.invalidate(datasetId);
  const indexer = new DocumentIndexer({ repos, transaction, storage: datasetStorage, clock, log, embeddings, onVectorsChanged, ingestLimits: deps.ingestLimits });
  jobRunner.register(INDEX_JOB, indexer.run, { onAbandoned: indexer.abandon });
  jobRunner.register(EMBED_JOB, embedJob({ repos, embeddings, search: vectorSearch }));
  jobRunner.register(EMBED_SWEEP_JOB, embedJob({ repos, embeddings, search: vectorSearch }), { everySeconds: EMBED_SWEEP_EVERY_SECONDS });
  // Titles and memory summaries the device server asks for at the end of a conversation.
  const llm = deps.llm?.client ?? new FetchLlmClient();
  // Long-term memory: the agent's LLM extracts what a session said into values and nodes per person.
  const memoryRuntime = new MemoryRuntime({ repos, agentDirectory: agentRows, models: repos.models, transaction, params, llm, jobs, clock, timeoutMs: chatLlmTimeoutMs(deps.llm) });
  const voiceprints = new VoiceprintsService({ repos, agentDirectory: agentRows, utterances: agentUtterances(database.db), params, client: voiceprintClient(deps.voiceprint), clock, log });
  const deviceServerApi = new DeviceServerApiService({ repos, devices: repos.devices, agentDirectory: agentRows, models: repos.models, findVoiceOrClone, params, activation, kv, clock, deviceMemory: memoryRuntime.deviceMemory.bind(memoryRuntime), features, voiceprints });
  jobRunner.register(MEMORY_INFER_JOB, memoryRuntime.inferJob);
  const longTermMemory = memoryRuntime.rememberSession.bind(memoryRuntime);
  const chatSummaries = new ChatSummaries({ repos, agentDirectory: agentRows, models: repos.models, params, jobs, llm, clock, log, timeoutMs: chatLlmTimeoutMs(deps.llm), longTermMemory });
  jobRunner.register(CHAT_TITLE_JOB, chatSummaries.titleJob);
  jobRunner.register(CHAT_SUMMARY_JOB, chatSummaries.summaryJob);
  // Voice clones: samples checked on the way in, trained by the slot's TTS provider in the background.
  const dicts = new DictsService({ repos, transaction, clock });
  const lockout = new LoginLockout(repos.loginLockouts, clock);
  // Single sign-on: the provider's settings (secret sealed) and the code flow; its calls go through the outbound guard.
  const ssoSettings = new SsoSettingsService({ repo: repos.sso, secrets: deps.secrets, params, clock });
  const ssoSignIn = new SsoSignInService({ repo: repos.sso, settings: ssoSettings, users, sessions, secrets: deps.secrets, kv: outageAs(kv, KV_SERVICE_NAMES.shortLivedData), clock });
  const { voiceClones, voiceResources } = createVoiceClones({ repos, models: repos.models, users, uploads, params, jobs, jobRunner, kv, clock, log, storage: voiceCloneStorage, quota, options: deps.voiceClone });
  let playground: AgentPlaygroundService | undefined;
  return {
    clock,
    kv,
    repos,
    params,
    users,
    sessions,
    jobs,
    jobRunner,
    documentIndexer: indexer,
    datasets,
    documents,
    segments: new SegmentsService({ repos, transaction, documents, clock, embeddings, onVectorsChanged }),
    retrieval: new RetrievalService(repos, datasets, vectorSearch, new HitCounter((counts) => repos.segments.addHits(counts), log)),
    embeddings,
    agentKnowledge: new AgentKnowledgeService({ repos, datasets, catalog: datasetCatalog(database.db), secrets: deps.secrets, params, clock }),
    apiKeys,
    audit,
    captcha,
    smsCodes,
    bootstrap,
    verification: new VerificationService({ captcha, smsCodes, params }),
    ssoSettings,
    ssoSignIn,
    account: new AccountService({ users, sessions, apiKeys, captcha, smsCodes, params, bootstrap, lockout, clock }),
    adminUsers: new AdminUsersService({
      users,
      lockout,
      transaction: databaseTransactionRunner(database.db),
      userPurges: userPurges(purgeAgents, { datasets: datasetStorage, uploads: uploadStorage, voiceClones: voiceCloneStorage }),
      clock,
    }),
    models: new ModelsService(repos.models, repos.voiceClones),
    modelAdmin: new ModelAdminService({ repos, transaction, clock, agents: agentModelUse(database.db), changed: embeddings.modelChanged }),
    providers: new ProvidersService({ repos, transaction, clock }),
    ttsVoices: new TtsVoicesService({ repos, transaction, clock, agentsOn: agentModelUse }),
    dicts,
    privateModels: new PrivateModelsService(repos, clock, agentModelUse(database.db)),
    modelTest: new ModelTestService({ repos, params, llm, timeoutMs: deps.llm?.timeoutMs ?? DEFAULT_LLM_TEST_TIMEOUT_MS }),
    agents,
    lastSeen,
    devices,
    devicePresence: new DevicePresenceService({ repos, agents, params, clock, log, gateway: mqttGateway }),
    pendingDevices: new PendingDevicesService({ repos, devices, activation, bindAttempts, clock }),
    ota,
    agentSnapshots: new AgentSnapshotsService({ repos, links: agentLinks(database.db), transaction, clock }),
    agentTemplates: new AgentTemplatesService({ repos, transaction, clock }),
    firmware: new FirmwareService({ repos, dicts, storage: deps.storage ?? createObjectStorage(loadConfig().storage, 'firmware'), links: firmwareLinks, clock, maxBytes: deps.firmwareMaxBytes ?? FIRMWARE_MAX_BYTES }),
    mcpStore,
    mcps,
    mcpTools: new McpToolsService({ mcps, params, connector: deps.mcp?.connector ?? new SdkMcpConnector(deps.mcp?.timeouts), log }),
    agentMcps: new AgentMcpsService({ repos, transaction, agents, clock }),
    mcpProxy: new McpProxyService({ repos, users, clock, hub: new McpProxyHub(clock, proxyBus(deps)) }),
    chatHistory: new ChatHistoryService({ repos, devices: repos.devices, agentDirectory: agentRows, transaction, agents, kv, clock }),
    chatSummaries,
    overview: new OverviewService({ agentDirectory: agentRows, chatActivity: repos.chatHistory, devices: repos.devices, clock }),
    uploads,
    quota,
    uploadSweep,
    voiceClones,
    voiceResources,
    correctWords: new CorrectWordsService({ repos, devices: repos.devices, transaction, clock }),
    deviceServerApi,
    endpointDoctor: new EndpointDoctorService({ params, ota, deviceServerApi, gateway: mqttGateway, liveChecks, kv, clock }),
    paramsAdmin: new ParamsAdminService({ repos, transaction, clock, liveChecks }),
    memories: new MemoriesService({ repos, devices: repos.devices, agentDirectory: agentRows, transaction, clock }),
    memoryRuntime,
    features,
    addressBook: new AddressBookService({ repos, devices: repos.devices, agents: agentRows, features, clock }),
    addressBookCalls: new AddressBookCallsService({
      repos,
      features,
      params,
      devices: repos.devices,
      agents: agentRows,
      gatewayStatus: mqttGateway,
      call: httpGatewayCaller({ now: () => clock.now(), timeoutMs: outboundTimeouts.replyMs }),
      log,
    }),
    voiceprints,
    deviceServers: new DeviceServersService({ ...deviceServerAuth, timeouts: outboundTimeouts }),
    health: () => checkHealth(database.db, database.kind, deps.version),
    readiness: () => checkReadiness(readinessProbes(deps, datasetStorage)),
    metrics,
    version: deps.version,
    // Upstream routes the console lacked: the agent MCP access point, device tools, admin lists.
    agentMcpAccess: new AgentMcpAccessService({ agents, params, listTools: (url) => listEndpointTools(url, { connectMs: outboundTimeouts.connectMs, totalMs: outboundTimeouts.replyMs }) }),
    deviceGateway: new DeviceGatewayService({ devices: repos.devices, params, kv, clock, timeoutMs: outboundTimeouts.replyMs }),
    adminListings: new AdminListingsService(repos),
    deviceAssets: new DeviceAssetsService({ storage: uploadStorage, kv, clock }),
    pubConfig: () => loadPubConfig({ params, dicts: repos.dicts, bootstrap, sso: () => ssoSettings.publicView(), clock, version: deps.version }),
    upstreamImports: new UpstreamImportHistoryService(repos.upstreamImportProgress),
    // Built once, on first use, from the services above (it runs the agent with their knowledge, tools and history).
    get agentPlayground(): AgentPlaygroundService {
      return (playground ??= agentPlaygroundOf(this, { models: repos.models, params, llm, kv, clock, speech: deps.speech ?? new OpenAiSpeechClient(), timeoutMs: chatLlmTimeoutMs(deps.llm) }, mcpEndpointTimeouts(deps.mcp?.timeouts)));
    },
  };
}

type PlaygroundServices = Pick<Services, 'agents' | 'deviceServerApi' | 'devices' | 'addressBook' | 'features' | 'agentKnowledge' | 'mcpTools' | 'retrieval' | 'documents' | 'chatHistory' | 'chatSummaries' | 'voiceprints' | 'memoryRuntime'>;

/** The playground over the services a device conversation uses: the same assembly, knowledge search, MCP calls and history. */
function agentPlaygroundOf(services: PlaygroundServices, own: Pick<AgentPlaygroundDeps, 'models' | 'params' | 'llm' | 'kv' | 'clock' | 'speech' | 'timeoutMs'>, endpointTimeouts: EndpointTimeouts): AgentPlaygroundService {
  const { addressBook, agentKnowledge } = services;
  return new AgentPlaygroundService({
    ...own,
    agents: services.agents,
    assembly: services.deviceServerApi,
    devicesOf: async (userId, agentId) =>
      (await addressBook.devices(userId)).filter((device) => device.agentId === agentId).map((device) => ({ mac: device.macAddress, alias: device.alias || null })),
    addressBook: async (userId, mac) => ((await services.features.enabled('addressBook')) ? (await addressBook.list(userId, mac)).map((entry) => entry.alias) : []),
    knowledgePlugins: (agent, origin) => agentKnowledge.devicePlugins(agent.id, origin),
    searchKnowledge: (plugin, question) => searchLikeDevice({ agentKnowledge, search: { retrieval: services.retrieval, datasetOf: (ids) => services.documents.datasetsOf(ids) } }, plugin, question),
    contextText: async (provider) => fetchContextText(provider, { allowPrivate: await own.params.flag('server.allow_private_urls'), timeoutMs: CONTEXT_TIMEOUT_MS }),
    mcpTools: services.mcpTools,
    endpoint: {
      list: (callUrl) => describeEndpointTools(callUrl, endpointTimeouts),
      call: (callUrl, name, args) => callEndpointTool(callUrl, endpointTimeouts, name, args),
    },
    speakersOf: (agentId) => services.voiceprints.speakerNames(agentId),
    speakerMemory: (agent, speaker) => services.memoryRuntime.speakerMemory(agent, speaker),
    chatHistory: services.chatHistory,
    chatSummaries: services.chatSummaries,
  });
}

export type Services = ReturnType<typeof createServices>;

const MODULES: readonly ServerModule[] = SERVER_MODULES;

/** The agent's access point is an MCP like any other: the same connect and call limits. */
function mcpEndpointTimeouts(timeouts: Partial<McpTimeouts> | undefined): EndpointTimeouts {
  const { connectMs, callMs } = { ...DEFAULT_MCP_TIMEOUTS, ...timeouts };
  return { connectMs, totalMs: connectMs + callMs };
}

/** How long a context provider may take to answer the playground. */
const CONTEXT_TIMEOUT_MS = 5_000;

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

/** A test's own storage, else the area (`voice-clones`…) of the local directory or bucket the environment configures. */
function storageArea(given: ObjectStorage | undefined, area: string): ObjectStorage {
  return given ?? createObjectStorage(loadConfig().storage, area);
}

/** The MCP proxy's relay to other processes, with Redis only. */
function proxyBus(deps: ServiceDeps): RedisProxyBus | null {
  return deps.redis ? new RedisProxyBus(deps.redis.client, deps.redis.prefix) : null;
}

/** What /ready checks: the database, file storage, and Redis when configured. */
function readinessProbes(deps: ServiceDeps, storage: ObjectStorage): ReadinessProbe[] {
  const probes: ReadinessProbe[] = [
    ['database', () => pingDatabase(deps.database.db)],
    ['storage', () => storage.stat(STORAGE_PROBE_KEY)],
  ];
  const redis = deps.redis?.client;
  if (redis) probes.push(['redis', () => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(`not connected (${redis.status})`)))]);
  return probes;
}

/** The chat title/summary jobs wait as long as a test asks, else a minute (a 2,000-token summary takes a while). */
function chatLlmTimeoutMs(options: ServiceDeps['llm']): number {
  return options?.timeoutMs ?? DEFAULT_CHAT_LLM_TIMEOUT_MS;
}

/** The gateway's HTTP management API, unless a test brings its own reader. */
function mqttGatewayReader(deps: ServiceDeps, timeoutMs: number): MqttGatewayStatusReader {
  return deps.mqttGateway ?? new HttpMqttGatewayStatus({ timeoutMs, now: () => deps.clock.now() });
}

/** The OpenAI-compatible adapter, unless a test brings its own or a shorter timeout. */
function embeddingClient(options: ServiceDeps['embedding']): EmbeddingClient {
  return options?.client ?? new OpenAiEmbeddingClient({ timeoutMs: options?.timeoutMs });
}

/** The voiceprint-api adapter, unless a test brings its own or a shorter timeout. */
function voiceprintClient(options: ServiceDeps['voiceprint']): VoiceprintClient {
  return options?.client ?? new HttpVoiceprintClient({ timeoutMs: options?.timeoutMs });
}
