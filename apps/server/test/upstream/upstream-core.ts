// Assembles the hand-written installation: every table's rows (for the current shape; the writer drops what an
// older shape lacks) and the facts a round-trip test checks against.
import { randomUUID } from 'node:crypto';
import { generateSm2KeyPair } from '../../src/integrations/crypto/sm2.ts';
import type { UpstreamShape } from './upstream-changesets.ts';
import { configRows, dictRows, MODEL_CONFIGS, providerRows, templateRows, voiceRows } from './upstream-catalog.ts';
import { addCoreChat, addVoiceprints } from './upstream-core-chat.ts';
import { addAccountAssets, addAgentLinks, DATASET_ID } from './upstream-core-links.ts';
import {
  addRows, agentId, agentRow, CORE_AGENTS, CORE_DEVICES, coreUsers, deviceRow, tokenRows, userRows, type Rows,
} from './upstream-core-people.ts';
import type { UpstreamFixtureFacts } from './upstream-facts.ts';
import { paramRows } from './upstream-params.ts';
import { sha256, type Row } from './upstream-values.ts';

/** Device calls (with the address book) and knowledge bases came after June 2025: an old installation maps neither. */
function dropLaterPlugins(rows: Rows): void {
  const later = (pluginId: Row[string] | undefined) => pluginId === 'SYSTEM_PLUGIN_CALL_DEVICE' || pluginId === DATASET_ID;
  rows.set('ai_agent_plugin_mapping', rows.get('ai_agent_plugin_mapping')!.filter((row) => !later(row.plugin_id)));
  rows.set('ai_model_provider', rows.get('ai_model_provider')!.filter((row) => !later(row.id)));
}

export type CoreFacts = Omit<UpstreamFixtureFacts, 'changesets' | 'tables' | 'missing' | 'legacyTables' | 'rowCounts' | 'bulk'>;

const text = (value: Row[string] | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * Rows of every table and the facts about them. Facts describe the current shape; `restrictFacts` then removes
 * what an old installation cannot hold.
 */
export function buildCore(shape: UpstreamShape, present: (table: string) => boolean, columnsOf: (table: string) => string[]): { rows: Rows; facts: CoreFacts } {
  const rows: Rows = new Map();
  const users = coreUsers();
  const admin = users[0]!;
  const sm2 = generateSm2KeyPair();
  const secret = randomUUID();

  addRows(rows, 'sys_user', ...userRows(users));
  addRows(rows, 'sys_user_token', ...tokenRows(users));
  const params = paramRows(shape, { secret, sm2, adminId: admin.id });
  addRows(rows, 'sys_params', ...params);
  const dicts = dictRows(admin.id);
  addRows(rows, 'sys_dict_type', ...dicts.types);
  addRows(rows, 'sys_dict_data', ...dicts.data);
  addRows(rows, 'ai_model_provider', ...providerRows(admin.id));
  addRows(rows, 'ai_model_config', ...configRows(admin.id));
  addRows(rows, 'ai_tts_voice', ...voiceRows(admin.id));
  addRows(rows, 'ai_agent_template', ...templateRows(admin.id));
  const agents = CORE_AGENTS.map((seed, index) => agentRow(seed, users, index));
  addRows(rows, 'ai_agent', ...agents);
  const devices = CORE_DEVICES.map((seed, index) => deviceRow(seed, text(agents.find((agent) => agent.id === agentId(seed.agent))!.user_id), index));
  addRows(rows, 'ai_device', ...devices);
  addAgentLinks(rows, users);
  if (shape === 'old') dropLaterPlugins(rows);
  addAccountAssets(rows, users);
  const chat = addCoreChat(rows);
  addVoiceprints(rows, users, chat.audio);

  const list = (table: string): Row[] => (present(table) ? (rows.get(table) ?? []) : []);
  const paramValue = (code: string): string | null => {
    const row = params.find((param) => param.param_code === code);
    return row ? text(row.param_value) : null;
  };
  const agentColumns = columnsOf('ai_agent');

  const facts: CoreFacts = {
    shape,
    users,
    superAdmin: admin,
    params: {
      secret,
      websocket: paramValue('server.websocket')!,
      ota: paramValue('server.ota')!,
      sm2: paramValue('server.public_key') ? sm2 : null,
      mqttGateway: paramValue('server.mqtt_gateway'),
      mqttSignatureKey: paramValue('server.mqtt_signature_key'),
      systemWebMenu: paramValue('system-web.menu'),
      all: Object.fromEntries(params.map((param) => [text(param.param_code), text(param.param_value)])),
    },
    dicts: dicts.types.map((type) => ({
      dictType: text(type.dict_type),
      values: dicts.data.filter((data) => data.dict_type_id === type.id).map((data) => text(data.dict_value)),
    })),
    modelProviderIds: list('ai_model_provider').map((row) => text(row.id)),
    modelConfigs: MODEL_CONFIGS.map(([id, modelType, , isDefault, isEnabled, config]) => ({ id, modelType, configJson: JSON.stringify(config), isDefault, isEnabled })),
    ttsVoiceIds: list('ai_tts_voice').map((row) => text(row.id)),
    templateIds: list('ai_agent_template').map((row) => text(row.id)),
    agents: agents.map((agent) => {
      const id = text(agent.id);
      const tagIds = list('ai_agent_tag_relation').filter((row) => row.agent_id === id).map((row) => row.tag_id);
      return {
        id,
        userId: text(agent.user_id),
        name: text(agent.agent_name),
        row: Object.fromEntries(agentColumns.map((column) => [column, agent[column] as string | number | null])),
        deviceMacs: devices.filter((device) => device.agent_id === id).map((device) => text(device.mac_address)),
        chatMessages: chat.messagesByAgent.get(id) ?? 0,
        sessions: chat.sessionsByAgent.get(id) ?? [],
        audioIds: chat.audio.filter((audio) => audio.agentId === id).map((audio) => audio.id),
        plugins: list('ai_agent_plugin_mapping')
          .filter((row) => row.agent_id === id)
          .map((row) => ({ pluginId: text(row.plugin_id), paramInfo: text(row.param_info) })),
        tagNames: list('ai_agent_tag').filter((tag) => tagIds.includes(tag.id)).map((tag) => text(tag.tag_name)),
        correctWordFileIds: list('ai_agent_correct_word_mapping').filter((row) => row.agent_id === id).map((row) => text(row.file_id)),
        snapshotVersions: list('ai_agent_snapshot').filter((row) => row.agent_id === id).map((row) => Number(row.version_no)),
        contextProviders: list('ai_agent_context_provider').find((row) => row.agent_id === id)?.context_providers?.toString() ?? null,
      };
    }),
    devices: devices.map((device) => ({
      id: text(device.id), mac: text(device.mac_address), agentId: text(device.agent_id), userId: text(device.user_id),
      board: text(device.board), appVersion: text(device.app_version), alias: device.alias === null ? null : text(device.alias),
      autoUpdate: device.auto_update as 0 | 1, lastConnectedAt: text(device.last_connected_at),
    })),
    chat: {
      messages: list('ai_agent_chat_history').length,
      byAgent: Object.fromEntries(chat.messagesByAgent),
      audio: chat.audio,
      titles: present('ai_agent_chat_title') ? chat.titles : [],
    },
    voiceprints: list('ai_agent_voice_print').map((row) => ({
      id: text(row.id), agentId: text(row.agent_id), audioId: text(row.audio_id), sourceName: text(row.source_name),
      introduce: row.introduce === null ? null : text(row.introduce),
    })),
    voiceClones: list('ai_voice_clone').map((row) => ({
      id: text(row.id), userId: text(row.user_id), name: text(row.name), voiceBytes: (row.voice as Buffer).length,
      voiceSha256: sha256(row.voice as Buffer), trainStatus: Number(row.train_status),
    })),
    addressBook: list('ai_device_address_book').map((row) => ({
      mac: text(row.mac_address), targetMac: text(row.target_mac), alias: row.alias === null ? null : text(row.alias), hasPermission: row.has_permission as 0 | 1,
    })),
    firmware: list('ai_ota').map((row) => ({ id: text(row.id), type: text(row.type), version: text(row.version), size: Number(row.size), path: text(row.firmware_path) })),
    datasets: list('ai_rag_dataset').map((row) => ({
      id: text(row.id), datasetId: text(row.dataset_id), userId: text(row.creator), name: text(row.name),
      documents: list('ai_rag_knowledge_document').filter((doc) => doc.dataset_id === row.id).map((doc) => ({ id: text(doc.id), documentId: text(doc.document_id), name: text(doc.name) })),
    })),
    tags: list('ai_agent_tag').map((row) => ({ id: text(row.id), name: text(row.tag_name) })),
    correctWordFiles: list('ai_agent_correct_word_file').map((row) => ({
      id: text(row.id), fileName: text(row.file_name),
      words: list('ai_agent_correct_word_item').filter((item) => item.file_id === row.id).map((item) => [text(item.source_word), text(item.target_word)] as [string, string]),
    })),
    tokens: list('sys_user_token').map((row) => ({ userId: text(row.user_id), token: text(row.token) })),
  };
  return { rows, facts };
}
