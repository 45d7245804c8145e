import type { UpstreamTableImport } from '../../lib/upstream-table-import.ts';
import { addressBookUpstreamImport } from '../address-book/index.ts';
import {
  agentContextProvidersUpstreamImport,
  agentPluginMappingsUpstreamImport,
  agentSnapshotsUpstreamImport,
  agentTagRelationsUpstreamImport,
  agentTagsUpstreamImport,
  agentTemplatesUpstreamImport,
  agentsUpstreamImport,
} from '../agents/index.ts';
import { chatAudioUpstreamImport, chatHistoryUpstreamImport, chatTitlesUpstreamImport } from '../chat-history/index.ts';
import { agentCorrectWordFilesUpstreamImport, correctWordFilesUpstreamImport } from '../correct-words/index.ts';
import { datasetsUpstreamImport, documentsUpstreamImport } from '../datasets/index.ts';
import { devicesUpstreamImport } from '../devices/index.ts';
import { agentDatasetsUpstreamImport } from '../knowledge-retrieval/index.ts';
import { dictDataUpstreamImport, dictTypesUpstreamImport } from '../dicts/index.ts';
import { firmwareUpstreamImport } from '../firmware/index.ts';
import { modelConfigsUpstreamImport, modelProvidersUpstreamImport, ttsVoicesUpstreamImport } from '../models/index.ts';
import { paramsUpstreamImport } from '../params/index.ts';
import { usersUpstreamImport } from '../users/index.ts';
import { voiceClonesUpstreamImport } from '../voice-clones/index.ts';
import { voiceprintsUpstreamImport } from '../voiceprints/index.ts';

/**
 * Every upstream table that comes over, each declared by the module owning its target, in an order where a row's
 * owner and parent come before it (tags before their relations, chat history before the titles found through it).
 * Not imported: `sys_user_token` (users sign in again), `ai_agent_correct_word_item` (read with its file),
 * `DATABASECHANGELOG`.
 */
export const UPSTREAM_IMPORT_PLAN: readonly UpstreamTableImport[] = [
  usersUpstreamImport,
  paramsUpstreamImport,
  dictTypesUpstreamImport,
  dictDataUpstreamImport,
  modelProvidersUpstreamImport,
  modelConfigsUpstreamImport,
  ttsVoicesUpstreamImport,
  agentTemplatesUpstreamImport,
  agentsUpstreamImport,
  agentPluginMappingsUpstreamImport,
  agentTagsUpstreamImport,
  agentTagRelationsUpstreamImport,
  agentContextProvidersUpstreamImport,
  agentSnapshotsUpstreamImport,
  correctWordFilesUpstreamImport,
  agentCorrectWordFilesUpstreamImport,
  devicesUpstreamImport,
  addressBookUpstreamImport,
  chatHistoryUpstreamImport,
  chatTitlesUpstreamImport,
  chatAudioUpstreamImport,
  voiceprintsUpstreamImport,
  voiceClonesUpstreamImport,
  firmwareUpstreamImport,
  datasetsUpstreamImport,
  documentsUpstreamImport,
  agentDatasetsUpstreamImport,
];

/** Upstream tables read only as part of another, or left behind on purpose, with the reason. */
export const UPSTREAM_TABLES_NOT_COPIED: Readonly<Record<string, string>> = {
  sys_user_token: 'sessions are not imported: users sign in again',
  ai_agent_correct_word_item: 'read with its replacement-word file',
  DATABASECHANGELOG: "Liquibase's record of upstream's schema",
  DATABASECHANGELOGLOCK: "Liquibase's lock",
};
