import type { KvTables } from '../integrations/kv/kv.tables.ts';
import type { AccountTables } from '../modules/account/account.tables.ts';
import type { AddressBookTables } from '../modules/address-book/address-book.tables.ts';
import type { AgentsTables } from '../modules/agents/agents.tables.ts';
import type { ApiKeysTables } from '../modules/api-keys/api-keys.tables.ts';
import type { AuditTables } from '../modules/audit/audit.tables.ts';
import type { ChatHistoryTables } from '../modules/chat-history/chat-history.tables.ts';
import type { CorrectWordsTables } from '../modules/correct-words/correct-words.tables.ts';
import type { DatasetsTables } from '../modules/datasets/datasets.tables.ts';
import type { DevicesTables } from '../modules/devices/devices.tables.ts';
import type { DictsTables } from '../modules/dicts/dicts.tables.ts';
import type { FirmwareTables } from '../modules/firmware/firmware.tables.ts';
import type { JobsTables } from '../modules/jobs/jobs.tables.ts';
import type { KnowledgeRetrievalTables } from '../modules/knowledge-retrieval/knowledge-retrieval.tables.ts';
import type { McpTables } from '../modules/mcp/mcp.tables.ts';
import type { MemoriesTables } from '../modules/memories/memories.tables.ts';
import type { ModelsTables } from '../modules/models/models.tables.ts';
import type { ParamsTables } from '../modules/params/params.tables.ts';
import type { SessionsTables } from '../modules/sessions/sessions.tables.ts';
import type { SsoTables } from '../modules/sso/sso.tables.ts';
import type { UploadsTables } from '../modules/uploads/uploads.tables.ts';
import type { UpstreamImportTables } from '../modules/upstream-import/upstream-import.tables.ts';
import type { UsersTables } from '../modules/users/users.tables.ts';
import type { VoiceClonesTables } from '../modules/voice-clones/voice-clones.tables.ts';
import type { VoiceprintsTables } from '../modules/voiceprints/voiceprints.tables.ts';

// The row types of every table live beside the module that owns it (`modules/<area>/<area>.tables.ts`); `Database`
// only composes them. The row types are re-exported under their old names so code may keep importing them from here.
export type { KvTable } from '../integrations/kv/kv.tables.ts';
export type { LoginLockoutsTable } from '../modules/account/account.tables.ts';
export type { DeviceAddressBookTable } from '../modules/address-book/address-book.tables.ts';
export type { AgentSettingsColumns, AgentTemplatesTable, AgentsTable, AgentPluginMappingsTable, AgentTagsTable, AgentTagRelationsTable, AgentSnapshotsTable, AgentContextProvidersTable } from '../modules/agents/agents.tables.ts';
export type { ApiKeyRevokedReason, ApiKeysTable } from '../modules/api-keys/api-keys.tables.ts';
export type { AuditLogsTable } from '../modules/audit/audit.tables.ts';
export type { AgentChatSessionsTable, AgentChatTitlesTable, AgentChatHistoryTable, AgentChatAudioTable } from '../modules/chat-history/chat-history.tables.ts';
export type { CorrectWordFilesTable, AgentCorrectWordFilesTable } from '../modules/correct-words/correct-words.tables.ts';
export type { DatasetsTable, DatasetDocumentsTable, DatasetSegmentsTable } from '../modules/datasets/datasets.tables.ts';
export type { DevicesTable, PendingDevicesTable } from '../modules/devices/devices.tables.ts';
export type { SysDictTypeTable, SysDictDataTable } from '../modules/dicts/dicts.tables.ts';
export type { FirmwareTable } from '../modules/firmware/firmware.tables.ts';
export type { JobState, JobsTable } from '../modules/jobs/jobs.tables.ts';
export type { AgentDatasetsTable, AgentRetrievalKeysTable } from '../modules/knowledge-retrieval/knowledge-retrieval.tables.ts';
export type { McpServersTable, UserMcpsTable, AgentMcpsTable, McpProxyTokensTable } from '../modules/mcp/mcp.tables.ts';
export type { MemoriesTable, MemoryAttentionsTable, MemoryAttentionValuesTable, MemoryNodesTable, MemoryTasksTable } from '../modules/memories/memories.tables.ts';
export type { ModelProvidersTable, ModelConfigsTable, TtsVoicesTable } from '../modules/models/models.tables.ts';
export type { SysParamsTable } from '../modules/params/params.tables.ts';
export type { UserTokensTable } from '../modules/sessions/sessions.tables.ts';
export type { SsoLinksTable, SsoSettingsTable } from '../modules/sso/sso.tables.ts';
export type { UploadTokensTable, UploadsTable } from '../modules/uploads/uploads.tables.ts';
export type { UsersTable } from '../modules/users/users.tables.ts';
export type { VoiceClonesTable } from '../modules/voice-clones/voice-clones.tables.ts';
export type { AgentVoiceprintsTable } from '../modules/voiceprints/voiceprints.tables.ts';

/** Every table, each owned by one module (see module-ownership.ts). */
export interface Database
  extends KvTables,
    AccountTables,
    AddressBookTables,
    AgentsTables,
    ApiKeysTables,
    AuditTables,
    ChatHistoryTables,
    CorrectWordsTables,
    DatasetsTables,
    DevicesTables,
    DictsTables,
    FirmwareTables,
    JobsTables,
    KnowledgeRetrievalTables,
    McpTables,
    MemoriesTables,
    ModelsTables,
    ParamsTables,
    SessionsTables,
    SsoTables,
    UploadsTables,
    UpstreamImportTables,
    UsersTables,
    VoiceClonesTables,
    VoiceprintsTables {}
