export { apiKeysEndpoints } from './api-keys.ts';
export { accountEndpoints } from './account.ts';
export { adminListingsEndpoints } from './admin-listings.ts';
export { adminUsersEndpoints } from './admin-users.ts';
export { auditEndpoints } from './audit.ts';
export { agentMcpAccessEndpoints } from './agent-mcp-access.ts';
export { agentsEndpoints } from './agents.ts';
export { agentPlaygroundEndpoints } from './agent-playground.ts';
export { chatHistoryEndpoints } from './chat-history.ts';
export { correctWordsEndpoints } from './correct-words.ts';
export { datasetsEndpoints } from './datasets.ts';
export {
  ASSETS_URL_TOOL,
  assetsFlashInput,
  assetsFlashResult,
  deviceAssetsEndpoints,
  DEVICE_ASSET_DAILY_UPLOADS,
  DEVICE_ASSET_MAX_MB,
  DEVICE_ASSET_NAME_PATTERN,
  REBOOT_TOOL,
  type AssetsFlashInput,
  type AssetsFlashResult,
} from './device-assets.ts';
export { deviceGatewayEndpoints } from './device-gateway.ts';
export { deviceServerApiEndpoints } from './device-server-api.ts';
export { deviceServersEndpoints } from './device-servers.ts';
export { devicesEndpoints } from './devices.ts';
export { dictsEndpoints } from './dicts.ts';
export { firmwareEndpoints } from './firmware.ts';
export { healthEndpoints } from './health.ts';
export { mcpProxyEndpoints } from './mcp-proxy.ts';
export { mcpStoreEndpoints } from './mcp-store.ts';
export { mcpsEndpoints } from './mcps.ts';
export { modelAdminEndpoints } from './model-admin.ts';
export { modelsEndpoints } from './models.ts';
export { operationsEndpoints } from './operations.ts';
export { otaEndpoints } from './ota.ts';
export { paramsEndpoints } from './params.ts';
export { providersEndpoints } from './providers.ts';
export { pubConfigEndpoints } from './pub-config.ts';
export { ragflowEndpoints } from './ragflow.ts';
export { ttsVoicesEndpoints } from './tts-voices.ts';
export { v1ModelsEndpoints } from './v1-models.ts';
export { verificationEndpoints } from './verification.ts';
export { voiceprintsEndpoints } from './voiceprints.ts';
export { uploadsEndpoints } from './uploads.ts';
export { memoriesEndpoints } from './memories.ts';
export { addressBookEndpoints } from './address-book.ts';
export { featuresEndpoints } from './features.ts';
export { voiceClonesEndpoints } from './voice-clones.ts';
export { voiceResourcesEndpoints } from './voice-resources.ts';
export { upstreamDatasetsEndpoints } from './upstream-datasets.ts';
export { upstreamImportEndpoints } from './upstream-import.ts';
export { externalKnowledgeEndpoints } from './external-knowledge.ts';
export { ssoEndpoints } from './sso.ts';
