import type { ServerModule } from './module.ts';
import { accountModule } from './account/account.module.ts';
import { addressBookModule } from './address-book/address-book.module.ts';
import { adminListingsModule } from './admin-listings/admin-listings.module.ts';
import { adminUsersModule } from './admin-users/admin-users.module.ts';
import { agentMcpAccessModule } from './agent-mcp-access/agent-mcp-access.module.ts';
import { agentsModule } from './agents/agents.module.ts';
import { agentPlaygroundModule } from './agent-playground/agent-playground.module.ts';
import { apiKeysModule } from './api-keys/api-keys.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { bootstrapModule } from './bootstrap/bootstrap.module.ts';
import { chatHistoryModule } from './chat-history/chat-history.module.ts';
import { correctWordsModule } from './correct-words/correct-words.module.ts';
import { datasetsModule } from './datasets/datasets.module.ts';
import { deviceAssetsModule } from './device-assets/device-assets.module.ts';
import { deviceGatewayModule } from './device-gateway/device-gateway.module.ts';
import { deviceServerApiModule } from './device-server-api/device-server-api.module.ts';
import { deviceServersModule } from './device-servers/device-servers.module.ts';
import { devicesModule } from './devices/devices.module.ts';
import { dictsModule } from './dicts/dicts.module.ts';
import { endpointDoctorModule } from './endpoint-doctor/endpoint-doctor.module.ts';
import { featuresModule } from './features/features.module.ts';
import { firmwareModule } from './firmware/firmware.module.ts';
import { healthModule } from './health/health.module.ts';
import { jobsModule } from './jobs/jobs.module.ts';
import { knowledgeRetrievalModule } from './knowledge-retrieval/knowledge-retrieval.module.ts';
import { mcpModule } from './mcp/mcp.module.ts';
import { memoriesModule } from './memories/memories.module.ts';
import { modelsModule } from './models/models.module.ts';
import { otaModule } from './ota/ota.module.ts';
import { overviewModule } from './overview/overview.module.ts';
import { paramsModule } from './params/params.module.ts';
import { pubConfigModule } from './pub-config/pub-config.module.ts';
import { sessionsModule } from './sessions/sessions.module.ts';
import { ssoModule } from './sso/sso.module.ts';
import { uploadsModule } from './uploads/uploads.module.ts';
import { upstreamImportModule } from './upstream-import/upstream-import.module.ts';
import { usersModule } from './users/users.module.ts';
import { verificationModule } from './verification/verification.module.ts';
import { voiceClonesModule } from './voice-clones/voice-clones.module.ts';
import { voiceprintsModule } from './voiceprints/voiceprints.module.ts';

/**
 * Every server module, one descriptor each (`<area>/<area>.module.ts`): the app registers their routes, the
 * repositories are built from them, and deleting agents or users runs their purges, in this order. Purges order:
 * the agents go before the devices of their users, and the address book before the devices (its purge reads them).
 */
export const SERVER_MODULES = [
  healthModule,
  pubConfigModule,
  verificationModule,
  sessionsModule,
  usersModule,
  accountModule,
  ssoModule,
  apiKeysModule,
  adminUsersModule,
  bootstrapModule,
  auditModule,
  paramsModule,
  featuresModule,
  dictsModule,
  jobsModule,
  modelsModule,
  agentsModule,
  addressBookModule,
  devicesModule,
  chatHistoryModule,
  mcpModule,
  uploadsModule,
  knowledgeRetrievalModule,
  correctWordsModule,
  datasetsModule,
  voiceClonesModule,
  memoriesModule,
  voiceprintsModule,
  overviewModule,
  deviceGatewayModule,
  agentMcpAccessModule,
  adminListingsModule,
  deviceAssetsModule,
  agentPlaygroundModule,
  otaModule,
  firmwareModule,
  deviceServerApiModule,
  deviceServersModule,
  endpointDoctorModule,
  upstreamImportModule,
] as const satisfies readonly ServerModule[];
