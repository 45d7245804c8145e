// What hangs off agents and accounts besides chat: plugin mappings, tags, context providers, replacement-word files,
// snapshots, voice clones, the address book, firmware records and knowledge bases.
import { agentId, addRows, type Rows } from './upstream-core-people.ts';
import type { UserFact } from './upstream-facts.ts';
import { datetime, hexId, wavLikeBytes } from './upstream-values.ts';

export const DATASET_ID = hexId('dataset-family');

export function addAgentLinks(rows: Rows, users: UserFact[]): void {
  const zhangsan = users[1]!.id;
  const plugins: [agent: string, plugin: string, params: object][] = [
    ['home', 'SYSTEM_PLUGIN_WEATHER', { api_key: 'qweather-key-9f8e7d6c', default_location: '广州', api_host: 'mj7p3y.re.qweatherapi.com' }],
    ['home', 'SYSTEM_PLUGIN_MUSIC', {}],
    ['home', 'SYSTEM_PLUGIN_NEWS_NEWSNOW', { url: 'https://newsnow.busiyi.world/api/s?id=' }],
    ['home', 'SYSTEM_PLUGIN_CALL_DEVICE', {}],
    ['home', DATASET_ID, {}],
    ['english', 'SYSTEM_PLUGIN_WEATHER', { api_key: 'qweather-key-9f8e7d6c', default_location: '深圳', api_host: 'mj7p3y.re.qweatherapi.com' }],
    ['grandma', 'SYSTEM_PLUGIN_MUSIC', {}],
  ];
  addRows(rows, 'ai_agent_plugin_mapping', ...plugins.map(([agent, plugin, params], index) => ({
    id: 1_001 + index, agent_id: agentId(agent), plugin_id: plugin, param_info: JSON.stringify(params),
  })));

  const tags: [string, string][] = [[hexId('tag-family'), '家庭'], [hexId('tag-study'), '学习']];
  addRows(rows, 'ai_agent_tag', ...tags.map(([id, name], index) => ({
    id, tag_name: name, sort: index, creator: zhangsan, created_at: datetime(5000), updater: zhangsan, updated_at: datetime(5000), deleted: 0,
  })));
  const relations: [string, number][] = [['home', 0], ['english', 1], ['english', 0], ['grandma', 0]];
  addRows(rows, 'ai_agent_tag_relation', ...relations.map(([agent, tag], index) => ({
    id: hexId(`tag-relation-${index}`), agent_id: agentId(agent), tag_id: tags[tag]![0], creator: zhangsan,
    created_at: datetime(5001), updater: zhangsan, updated_at: datetime(5001), sort: index,
  })));

  addRows(rows, 'ai_agent_context_provider', {
    id: hexId('context-home'), agent_id: agentId('home'),
    context_providers: JSON.stringify([{ url: 'http://192.168.1.20:8080/home/context', headers: { Authorization: 'Bearer ctx-token-7Yq2' } }]),
    creator: zhangsan, created_at: datetime(5100), updater: zhangsan, updated_at: datetime(5100),
  });

  const words: [string, string][] = [['小志', '小智'], ['虾哥', '虾哥'], ['迪斯尼', '迪士尼']];
  const fileId = hexId('correct-words-names');
  addRows(rows, 'ai_agent_correct_word_file', {
    id: fileId, file_name: '专有名词.txt', word_count: words.length, content: words.map((pair) => pair.join('|')).join('\n'),
    creator: zhangsan, created_at: datetime(5200), updater: zhangsan, updated_at: datetime(5200),
  });
  addRows(rows, 'ai_agent_correct_word_item', ...words.map(([source, target], index) => ({
    id: hexId(`correct-word-${index}`), file_id: fileId, source_word: source, target_word: target,
  })));
  addRows(rows, 'ai_agent_correct_word_mapping', {
    id: hexId('correct-map-home'), agent_id: agentId('home'), file_id: fileId, creator: zhangsan, created_at: datetime(5201),
    updater: zhangsan, updated_at: datetime(5201),
  });

  const snapshot = (prompt: string) => JSON.stringify({ agentName: '小智助手', systemPrompt: prompt, ttsVoiceId: 'TTS_HuoshanDoubleStreamTTS0001', llmModelId: 'LLM_DeepSeekLLM' });
  addRows(rows, 'ai_agent_snapshot',
    { id: hexId('snap-1'), agent_id: agentId('home'), user_id: zhangsan, version_no: 1, snapshot_data: snapshot('[角色设定]\n初版'), changed_fields: null, source: 'config', restore_from_snapshot_id: null, restore_from_version_no: null, creator: zhangsan, created_at: datetime(6000), redaction_version: 1 },
    { id: hexId('snap-2'), agent_id: agentId('home'), user_id: zhangsan, version_no: 2, snapshot_data: snapshot('[角色设定]\n第二版'), changed_fields: JSON.stringify(['systemPrompt']), source: 'config', restore_from_snapshot_id: null, restore_from_version_no: null, creator: zhangsan, created_at: datetime(7000), redaction_version: 1 },
    { id: hexId('snap-3'), agent_id: agentId('home'), user_id: zhangsan, version_no: 3, snapshot_data: snapshot('[角色设定]\n初版'), changed_fields: JSON.stringify(['systemPrompt']), source: 'restore', restore_from_snapshot_id: hexId('snap-1'), restore_from_version_no: 1, creator: zhangsan, created_at: datetime(8000), redaction_version: 1 },
  );
}

export function addAccountAssets(rows: Rows, users: UserFact[]): void {
  const [admin, zhangsan, lisi] = [users[0]!.id, users[1]!.id, users[2]!.id];
  addRows(rows, 'ai_voice_clone',
    { id: hexId('clone-zhangsan'), name: '我的声音', model_id: 'TTS_HuoshanDoubleStreamTTS', voice_id: 'S_mX3kP9qL1', languages: '中文', user_id: zhangsan, voice: wavLikeBytes('clone-zhangsan', 24_044), train_status: 2, train_error: null, creator: zhangsan, create_date: datetime(11_000) },
    { id: hexId('clone-lisi'), name: '测试克隆', model_id: 'TTS_HuoshanDoubleStreamTTS', voice_id: 'S_q81ZtT0vB', languages: '中文、英文', user_id: lisi, voice: wavLikeBytes('clone-lisi', 8_044), train_status: 3, train_error: '音频时长不足10秒', creator: lisi, create_date: datetime(11_500) },
  );
  addRows(rows, 'ai_device_address_book',
    { mac_address: 'a4:cf:12:34:56:01', target_mac: 'dc:54:75:aa:bb:cc', alias: '奶奶家', has_permission: 1, creator: zhangsan, create_date: datetime(12_000), updater: zhangsan, update_date: datetime(12_000) },
    { mac_address: 'dc:54:75:aa:bb:cc', target_mac: 'a4:cf:12:34:56:01', alias: '孙子', has_permission: 1, creator: users[3]!.id, create_date: datetime(12_010), updater: users[3]!.id, update_date: datetime(12_010) },
    { mac_address: 'a4:cf:12:34:56:02', target_mac: 'a4:cf:12:34:56:01', alias: '客厅', has_permission: 0, creator: zhangsan, create_date: datetime(12_020), updater: zhangsan, update_date: datetime(12_020) },
  );
  addRows(rows, 'ai_ota',
    { id: hexId('ota-1'), firmware_name: '面包板固件', type: 'bread-compact-wifi', version: '1.7.6', size: 1_847_296, remark: '修复唤醒问题', firmware_path: `uploadfile/${hexId('ota-file-1')}.bin`, sort: 0, updater: admin, update_date: datetime(13_000), creator: admin, create_date: datetime(13_000) },
    { id: hexId('ota-2'), firmware_name: 'ESP-BOX-3 固件', type: 'esp-box-3', version: '1.8.0', size: 2_310_144, remark: null, firmware_path: `uploadfile/${hexId('ota-file-2')}.bin`, sort: 1, updater: admin, update_date: datetime(13_100), creator: admin, create_date: datetime(13_100) },
  );
  addRows(rows, 'ai_rag_dataset', {
    id: DATASET_ID, dataset_id: hexId('ragflow-dataset-family'), rag_model_id: 'RAG_RAGFlow', name: '家庭百科', description: '育儿和家电说明',
    status: 1, creator: zhangsan, created_at: datetime(14_000), updater: zhangsan, updated_at: datetime(14_100), tenant_id: hexId('ragflow-tenant'),
    avatar: null, embedding_model: 'BAAI/bge-large-zh-v1.5@BAAI', permission: 'me', chunk_method: 'naive',
    parser_config: JSON.stringify({ chunk_token_num: 512, delimiter: '\n' }), chunk_count: 42, document_count: 2, token_num: 18_230,
  });
  const documents: [string, number, string][] = [['育儿手册.pdf', 1_204_331, 'pdf'], ['空调说明书.docx', 88_120, 'doc']];
  addRows(rows, 'ai_rag_knowledge_document', ...documents.map(([name, size, type], index) => ({
    id: `${hexId(`rag-doc-${index}`).slice(0, 8)}-0000-4000-8000-${hexId(`rag-doc-${index}`).slice(0, 12)}`, dataset_id: DATASET_ID,
    document_id: hexId(`ragflow-doc-${index}`), name, size, type, chunk_method: 'naive', parser_config: JSON.stringify({ chunk_token_num: 512 }),
    status: '1', run: 'DONE', progress: 1, thumbnail: null, process_duration: 3.2 + index, meta_fields: '{}', source_type: 'local', error: null,
    chunk_count: 21, token_count: 9_115, enabled: 1, creator: zhangsan, created_at: datetime(14_010 + index), updated_at: datetime(14_050),
    last_sync_at: datetime(14_060),
  })));
}
