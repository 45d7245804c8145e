import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as system from './0002-system.ts';
import * as devices from './0003-devices.ts';
import * as models from './0004-models.ts';
import * as agents from './0005-agents.ts';
import * as chatHistory from './0006-chat-history.ts';
import * as listIndexes from './0007-list-indexes.ts';
import * as privateModels from './0008-private-models-voice-tags.ts';
import * as firmware from './0009-firmware.ts';
import * as mcp from './0010-mcp.ts';
import * as dictDataOrder from './0011-dict-data-order.ts';
import * as adminParams from './0012-admin-params.ts';
import * as privateUrlsRemark from './0013-private-urls-remark.ts';
import * as rateLimitParams from './0014-rate-limit-params.ts';
import * as deviceClientId from './0015-device-client-id.ts';
import * as loginLockouts from './0016-login-lockouts.ts';
import * as chatHistoryByTime from './0017-chat-history-by-time.ts';
import * as apiKeys from './0018-api-keys.ts';
import * as uploads from './0019-uploads.ts';
import * as auditLog from './0020-audit-log.ts';
import * as openApiParams from './0021-open-api-params.ts';
import * as jobs from './0022-jobs.ts';
import * as datasets from './0023-datasets.ts';
import * as embeddingModels from './0024-embedding-models.ts';
import * as knowledgeRetrieval from './0025-knowledge-retrieval.ts';
import * as correctWords from './0026-correct-words.ts';
import * as chatTitles from './0027-chat-titles.ts';
import * as agentTagsSnapshots from './0028-agent-tags-snapshots.ts';
import * as metricsToken from './0036-metrics-token.ts';
import * as chatSessions from './0037-chat-sessions.ts';
import * as keywordIndexDirect from './0038-keyword-index-direct.ts';
import * as apiKeyRevocation from './0039-api-key-revocation.ts';
import * as loginLockoutsPerAddress from './0040-login-lockouts-per-address.ts';
import * as storageQuota from './0041-storage-quota.ts';
import * as segmentGenerations from './0042-segment-generations.ts';
import * as upstreamImportProgress from './0043-upstream-import-progress.ts';
import * as sso from './0044-sso.ts';
import * as playground from './0045-playground.ts';
import * as pendingDevices from './0031-pending-devices.ts';
import * as memories from './0033-memories.ts';
import * as addressBook from './0030-address-book.ts';
import * as agentContextProviders from './0029-agent-context-providers.ts';
import * as voiceClones from './0034-voice-clones.ts';
import * as agentVoiceprints from './0035-agent-voiceprints.ts';

/** Every migration, in order. Listed by hand: no directory scan, so bundling and type stripping stay simple. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-system': system,
  '0003-devices': devices,
  '0004-models': models,
  '0005-agents': agents,
  '0006-chat-history': chatHistory,
  '0007-list-indexes': listIndexes,
  '0008-private-models-voice-tags': privateModels,
  '0009-firmware': firmware,
  '0010-mcp': mcp,
  '0011-dict-data-order': dictDataOrder,
  '0012-admin-params': adminParams,
  '0013-private-urls-remark': privateUrlsRemark,
  '0014-rate-limit-params': rateLimitParams,
  '0015-device-client-id': deviceClientId,
  '0016-login-lockouts': loginLockouts,
  '0017-chat-history-by-time': chatHistoryByTime,
  '0018-api-keys': apiKeys,
  '0019-uploads': uploads,
  '0020-audit-log': auditLog,
  '0021-open-api-params': openApiParams,
  '0022-jobs': jobs,
  '0023-datasets': datasets,
  '0024-embedding-models': embeddingModels,
  '0025-knowledge-retrieval': knowledgeRetrieval,
  '0026-correct-words': correctWords,
  '0027-chat-titles': chatTitles,
  '0028-agent-tags-snapshots': agentTagsSnapshots,
  '0029-agent-context-providers': agentContextProviders,
  '0030-address-book': addressBook,
  '0031-pending-devices': pendingDevices,
  '0033-memories': memories,
  '0034-voice-clones': voiceClones,
  '0035-agent-voiceprints': agentVoiceprints,
  '0036-metrics-token': metricsToken,
  '0037-chat-sessions': chatSessions,
  '0038-keyword-index-direct': keywordIndexDirect,
  '0039-api-key-revocation': apiKeyRevocation,
  '0040-login-lockouts-per-address': loginLockoutsPerAddress,
  '0041-storage-quota': storageQuota,
  '0042-segment-generations': segmentGenerations,
  '0043-upstream-import-progress': upstreamImportProgress,
  '0044-sso': sso,
  '0045-playground': playground,
};
