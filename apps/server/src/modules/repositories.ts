import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { LoginLockoutsRepository } from './account/login-lockouts.repository.ts';
import { AdminListingsRepository } from './admin-listings/admin-listings.repository.ts';
import { ApiKeysRepository } from './api-keys/api-keys.repository.ts';
import { AuditLogsRepository } from './audit/audit-logs.repository.ts';
import { AgentContextProvidersRepository } from './agents/agent-context.repository.ts';
import { AgentSnapshotsRepository } from './agents/agent-snapshots.repository.ts';
import { AgentTagsRepository } from './agents/agent-tags.repository.ts';
import { AgentTemplatesRepository } from './agents/agent-templates.repository.ts';
import { AgentsRepository } from './agents/agents.repository.ts';
import { PluginMappingsRepository } from './agents/plugin-mappings.repository.ts';
import { AgentCorrectWordFilesRepository, CorrectWordFilesRepository } from './correct-words/correct-words.repository.ts';
import { AddressBookRepository } from './address-book/address-book.repository.ts';
import { VoiceClonesRepository } from './voice-clones/voice-clones.repository.ts';
import { ChatHistoryRepository } from './chat-history/chat-history.repository.ts';
import { DatasetsRepository } from './datasets/datasets.repository.ts';
import { DocumentsRepository } from './datasets/documents.repository.ts';
import { SegmentsRepository } from './datasets/segments.repository.ts';
import { DevicesRepository } from './devices/devices.repository.ts';
import { PendingDevicesRepository } from './devices/pending-devices.repository.ts';
import { DictsRepository } from './dicts/dicts.repository.ts';
import { FirmwareRepository } from './firmware/firmware.repository.ts';
import { AgentMcpsRepository } from './mcp/agent-mcps.repository.ts';
import { JobsRepository } from './jobs/jobs.repository.ts';
import { AgentDatasetsRepository } from './knowledge-retrieval/agent-datasets.repository.ts';
import { RetrievalKeysRepository } from './knowledge-retrieval/retrieval-keys.repository.ts';
import { MemoriesRepository } from './memories/memories.repository.ts';
import { McpProxyTokensRepository } from './mcp/mcp-proxy-tokens.repository.ts';
import { McpServersRepository } from './mcp/mcp-servers.repository.ts';
import { UserMcpsRepository } from './mcp/user-mcps.repository.ts';
import { ModelConfigsRepository } from './models/model-configs.repository.ts';
import { ModelsRepository } from './models/models.repository.ts';
import { ProvidersRepository } from './models/providers.repository.ts';
import { TtsVoicesRepository } from './models/tts-voices.repository.ts';
import { ParamsRepository } from './params/params.repository.ts';
import { TokensRepository } from './sessions/tokens.repository.ts';
import { UploadsRepository } from './uploads/uploads.repository.ts';
import { UsersRepository } from './users/users.repository.ts';
import { VoiceprintsRepository } from './voiceprints/voiceprints.repository.ts';
import { ParamsCache } from './params/params-cache.ts';

/** `paramsCache` is shared with the repositories of the same database's transactions (params-cache.ts). */
export function createRepositories(db: Kysely<Database>, paramsCache = new ParamsCache()) {
  return {
    users: new UsersRepository(db),
    loginLockouts: new LoginLockoutsRepository(db),
    auditLogs: new AuditLogsRepository(db),
    tokens: new TokensRepository(db),
    apiKeys: new ApiKeysRepository(db),
    devices: new DevicesRepository(db),
    pendingDevices: new PendingDevicesRepository(db),
    params: new ParamsRepository(db, paramsCache),
    dicts: new DictsRepository(db),
    firmware: new FirmwareRepository(db),
    models: new ModelsRepository(db),
    modelConfigs: new ModelConfigsRepository(db),
    providers: new ProvidersRepository(db),
    ttsVoices: new TtsVoicesRepository(db),
    agents: new AgentsRepository(db),
    agentTemplates: new AgentTemplatesRepository(db),
    pluginMappings: new PluginMappingsRepository(db),
    agentTags: new AgentTagsRepository(db),
    agentSnapshots: new AgentSnapshotsRepository(db),
    agentContextProviders: new AgentContextProvidersRepository(db),
    chatHistory: new ChatHistoryRepository(db),
    mcpServers: new McpServersRepository(db),
    userMcps: new UserMcpsRepository(db),
    agentMcps: new AgentMcpsRepository(db),
    mcpProxyTokens: new McpProxyTokensRepository(db),
    jobs: new JobsRepository(db),
    datasets: new DatasetsRepository(db),
    documents: new DocumentsRepository(db),
    segments: new SegmentsRepository(db),
    agentDatasets: new AgentDatasetsRepository(db),
    agentRetrievalKeys: new RetrievalKeysRepository(db),
    uploads: new UploadsRepository(db),
    correctWordFiles: new CorrectWordFilesRepository(db),
    agentCorrectWordFiles: new AgentCorrectWordFilesRepository(db),
    adminListings: new AdminListingsRepository(db),
    memories: new MemoriesRepository(db),
    addressBook: new AddressBookRepository(db),
    voiceClones: new VoiceClonesRepository(db),
    voiceprints: new VoiceprintsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs `work` in one database transaction with repositories bound to it, and the transaction's own handle `trx` for
 * other modules' functions (a purge builds the repositories of its module on it).
 */
export type RunInTransaction = <T>(work: (repos: Repositories, trx: Kysely<Database>) => Promise<T>) => Promise<T>;

/** Runs `work` in one database transaction on its handle alone; each module builds its own repositories on it. */
export type RunInDatabaseTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

export function databaseTransactionRunner(db: Kysely<Database>): RunInDatabaseTransaction {
  return (work) => db.transaction().execute(work);
}

export function transactionRunner(db: Kysely<Database>, paramsCache: ParamsCache): RunInTransaction {
  return (work) => db.transaction().execute((trx) => work(createRepositories(trx, paramsCache), trx));
}
