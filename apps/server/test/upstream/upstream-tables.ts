// Upstream's MySQL tables, written from the schema facts: each table and each column added after a table was created
// names the changeset that brought it (`since`), so an older installation is the same list filtered by date.
import { appliedIn, type UpstreamShape } from './upstream-changesets.ts';

interface ColumnDef {
  name: string;
  type: string;
  /** The changeset that added the column after its table existed. */
  since?: string;
  /** The column's type before a later changeset widened it. */
  before?: { until: string; type: string };
}

export interface TableDef {
  name: string;
  since: string;
  /** The changeset that dropped a legacy table. */
  until?: string;
  columns: ColumnDef[];
  keys: string[];
}

const c = (name: string, type: string, since?: string): ColumnDef => (since ? { name, type, since } : { name, type });

const CREATOR = [c('creator', 'BIGINT NULL'), c('create_date', 'DATETIME NULL'), c('updater', 'BIGINT NULL'), c('update_date', 'DATETIME NULL')];
const CREATED_AT = [c('creator', 'BIGINT NULL'), c('created_at', 'DATETIME NULL'), c('updater', 'BIGINT NULL'), c('updated_at', 'DATETIME NULL')];

const AGENT_CONFIG = (withSlm: boolean): ColumnDef[] => [
  c('agent_code', 'VARCHAR(36) NULL'),
  c('agent_name', 'VARCHAR(64) NULL'),
  c('asr_model_id', 'VARCHAR(32) NULL'),
  c('vad_model_id', 'VARCHAR(64) NULL'),
  c('llm_model_id', 'VARCHAR(32) NULL'),
  ...(withSlm ? [c('slm_model_id', 'VARCHAR(255) NULL', '202604011545')] : []),
  c('vllm_model_id', "VARCHAR(32) NULL DEFAULT 'VLLM_ChatGLMVLLM'"),
  c('tts_model_id', 'VARCHAR(32) NULL'),
  c('tts_voice_id', 'VARCHAR(32) NULL'),
  c('tts_language', 'VARCHAR(50) NULL', '202602061650'),
  c('tts_volume', 'INT NULL', '202602061650'),
  c('tts_rate', 'INT NULL', '202602061650'),
  c('tts_pitch', 'INT NULL', '202602061650'),
  c('mem_model_id', 'VARCHAR(32) NULL'),
  c('intent_model_id', 'VARCHAR(32) NULL'),
  c('system_prompt', 'TEXT NULL'),
  c('summary_memory', 'TEXT NULL'),
  c('chat_history_conf', 'TINYINT NOT NULL DEFAULT 0'),
  c('lang_code', 'VARCHAR(10) NULL'),
  c('language', 'VARCHAR(10) NULL'),
  c('sort', 'INT UNSIGNED DEFAULT 0'),
  ...CREATED_AT,
];

export const UPSTREAM_TABLES: readonly TableDef[] = [
  {
    name: 'sys_user',
    since: '202503141335',
    columns: [
      c('id', 'BIGINT NOT NULL'), c('username', 'VARCHAR(50) NOT NULL'), c('password', 'VARCHAR(100) NULL'),
      c('super_admin', 'TINYINT UNSIGNED NULL'), c('status', 'TINYINT NULL'), c('create_date', 'DATETIME NULL'),
      c('updater', 'BIGINT NULL'), c('creator', 'BIGINT NULL'), c('update_date', 'DATETIME NULL'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_username (username)'],
  },
  {
    name: 'sys_user_token',
    since: '202503141335',
    columns: [
      c('id', 'BIGINT NOT NULL'), c('user_id', 'BIGINT NOT NULL'), c('token', 'VARCHAR(100) NOT NULL'),
      c('expire_date', 'DATETIME NULL'), c('update_date', 'DATETIME NULL'), c('create_date', 'DATETIME NULL'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_user_id (user_id)', 'UNIQUE KEY uk_token (token)'],
  },
  {
    name: 'sys_params',
    since: '202504112058',
    columns: [
      c('id', 'BIGINT NOT NULL'), c('param_code', 'VARCHAR(100) NULL'), c('param_value', 'VARCHAR(2000) NULL'),
      c('value_type', "VARCHAR(20) DEFAULT 'string'"), c('param_type', 'TINYINT UNSIGNED DEFAULT 1'),
      c('remark', 'VARCHAR(200) NULL'), ...CREATOR,
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_param_code (param_code)'],
  },
  {
    name: 'sys_dict_type',
    since: '202503141335',
    columns: [
      c('id', 'BIGINT NOT NULL'), c('dict_type', 'VARCHAR(100) NOT NULL'), c('dict_name', 'VARCHAR(255) NOT NULL'),
      c('remark', 'VARCHAR(255) NULL'), c('sort', 'INT UNSIGNED NULL'), ...CREATOR,
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_dict_type (dict_type)'],
  },
  {
    name: 'sys_dict_data',
    since: '202503141335',
    columns: [
      c('id', 'BIGINT NOT NULL'), c('dict_type_id', 'BIGINT NOT NULL'), c('dict_label', 'VARCHAR(255) NOT NULL'),
      c('dict_value', 'VARCHAR(255) NULL'), c('remark', 'VARCHAR(255) NULL'), c('sort', 'INT UNSIGNED NULL'), ...CREATOR,
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_dict_type_value (dict_type_id, dict_value)'],
  },
  {
    name: 'ai_model_provider',
    since: '202503141346',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('model_type', 'VARCHAR(20) NULL'), c('provider_code', 'VARCHAR(50) NULL'),
      c('name', 'VARCHAR(50) NULL'), c('fields', 'LONGTEXT NULL'), c('sort', 'INT UNSIGNED DEFAULT 0'), ...CREATOR,
    ],
    keys: ['PRIMARY KEY (id)', 'KEY idx_model_type (model_type)'],
  },
  {
    name: 'ai_model_config',
    since: '202503141346',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('model_type', 'VARCHAR(20) NULL'), c('model_code', 'VARCHAR(50) NULL'),
      c('model_name', 'VARCHAR(50) NULL'), c('is_default', 'TINYINT(1) DEFAULT 0'), c('is_enabled', 'TINYINT(1) DEFAULT 0'),
      c('config_json', 'LONGTEXT NULL'), c('doc_link', 'VARCHAR(200) NULL'), c('remark', 'TEXT NULL'),
      c('sort', 'INT UNSIGNED DEFAULT 0'), ...CREATOR,
    ],
    keys: ['PRIMARY KEY (id)', 'KEY idx_model_type (model_type)'],
  },
  {
    name: 'ai_tts_voice',
    since: '202503141346',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('tts_model_id', 'VARCHAR(32) NULL'), c('name', 'VARCHAR(20) NULL'),
      c('tts_voice', 'VARCHAR(50) NULL'), c('languages', 'VARCHAR(50) NULL'), c('voice_demo', 'VARCHAR(500) NULL'),
      c('remark', 'VARCHAR(255) NULL'), c('reference_audio', 'VARCHAR(500) NULL'), c('reference_text', 'VARCHAR(500) NULL'),
      c('sort', 'INT UNSIGNED DEFAULT 0'), ...CREATOR,
    ],
    keys: ['PRIMARY KEY (id)', 'KEY idx_tts_model_id (tts_model_id)'],
  },
  {
    name: 'ai_agent_template',
    since: '202503141346',
    columns: [c('id', 'VARCHAR(32) NOT NULL'), ...AGENT_CONFIG(false)],
    keys: ['PRIMARY KEY (id)'],
  },
  {
    name: 'ai_agent',
    since: '202503141346',
    columns: [c('id', 'VARCHAR(32) NOT NULL'), c('user_id', 'BIGINT NULL'), ...AGENT_CONFIG(true)],
    keys: ['PRIMARY KEY (id)', 'KEY idx_ai_agent_user_id (user_id)'],
  },
  {
    name: 'ai_device',
    since: '202503141346',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('user_id', 'BIGINT NULL'), c('mac_address', 'VARCHAR(50) NULL'),
      c('last_connected_at', 'DATETIME NULL'), c('auto_update', 'TINYINT UNSIGNED DEFAULT 0'), c('board', 'VARCHAR(50) NULL'),
      c('alias', 'VARCHAR(64) NULL'), c('agent_id', 'VARCHAR(32) NULL'), c('app_version', 'VARCHAR(20) NULL'),
      c('sort', 'INT UNSIGNED DEFAULT 0'), ...CREATOR,
    ],
    keys: ['PRIMARY KEY (id)', 'KEY idx_ai_device_mac (mac_address)'],
  },
  {
    name: 'ai_voiceprint',
    since: '202503141346',
    until: '202602051125',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('name', 'VARCHAR(64) NULL'), c('user_id', 'BIGINT NULL'),
      c('agent_id', 'VARCHAR(32) NULL'), c('agent_code', 'VARCHAR(36) NULL'), c('agent_name', 'VARCHAR(36) NULL'),
      c('description', 'VARCHAR(255) NULL'), c('embedding', 'LONGTEXT NULL'), c('memory', 'TEXT NULL'),
      c('sort', 'INT UNSIGNED DEFAULT 0'), ...CREATED_AT,
    ],
    keys: ['PRIMARY KEY (id)'],
  },
  {
    name: 'ai_ota',
    since: '202504251422',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('firmware_name', 'VARCHAR(100) NULL'), c('type', 'VARCHAR(50) NULL'),
      c('version', 'VARCHAR(50) NULL'), c('size', 'BIGINT NULL'), c('remark', 'VARCHAR(500) NULL'),
      c('firmware_path', 'VARCHAR(255) NULL'), c('sort', 'INT UNSIGNED DEFAULT 0'), c('updater', 'BIGINT NULL'),
      c('update_date', 'DATETIME NULL'), c('creator', 'BIGINT NULL'), c('create_date', 'DATETIME NULL'),
    ],
    keys: ['PRIMARY KEY (id)'],
  },
  {
    name: 'ai_agent_chat_history',
    since: '202505022134',
    columns: [
      c('id', 'BIGINT NOT NULL AUTO_INCREMENT'), c('mac_address', 'VARCHAR(50) NULL'), c('agent_id', 'VARCHAR(32) NULL'),
      c('session_id', 'VARCHAR(50) NULL'), c('chat_type', 'TINYINT(3) NULL'),
      { name: 'content', type: 'TEXT NULL', before: { until: '202603311200', type: 'VARCHAR(1024) NULL' } },
      c('audio_id', 'VARCHAR(32) NULL'),
      c('created_at', 'DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)'),
      c('updated_at', 'DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)'),
    ],
    keys: [
      'PRIMARY KEY (id)', 'KEY idx_chat_mac (mac_address)', 'KEY idx_chat_session (session_id)', 'KEY idx_chat_agent (agent_id)',
      'KEY idx_chat_agent_session_created (agent_id, session_id, created_at)',
    ],
  },
  {
    name: 'ai_agent_chat_audio',
    since: '202505022134',
    columns: [c('id', 'VARCHAR(32) NOT NULL'), c('audio', 'LONGBLOB NULL')],
    keys: ['PRIMARY KEY (id)'],
  },
  {
    name: 'ai_agent_plugin_mapping',
    since: '202505292203',
    columns: [
      c('id', 'BIGINT NOT NULL AUTO_INCREMENT'), c('agent_id', 'VARCHAR(32) NOT NULL'), c('plugin_id', 'VARCHAR(32) NOT NULL'),
      c('param_info', 'LONGTEXT NOT NULL'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_agent_plugin (agent_id, plugin_id)'],
  },
  {
    name: 'ai_agent_voice_print',
    since: '202507041018',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('agent_id', 'VARCHAR(32) NOT NULL'), c('source_name', 'VARCHAR(50) NOT NULL'),
      c('introduce', 'VARCHAR(200) NULL'), c('create_date', 'DATETIME NULL'), c('creator', 'BIGINT NULL'),
      c('update_date', 'DATETIME NULL'), c('updater', 'BIGINT NULL'), c('audio_id', 'VARCHAR(32) NOT NULL', '202507081646'),
    ],
    keys: ['PRIMARY KEY (id)'],
  },
  {
    name: 'ai_voice_clone',
    since: '202510071522',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('name', 'VARCHAR(64) NULL'), c('model_id', 'VARCHAR(32) NULL'),
      c('voice_id', 'VARCHAR(32) NULL'), c('languages', 'VARCHAR(50) NULL', '202603101723'), c('user_id', 'BIGINT NULL'),
      c('voice', 'LONGBLOB NULL'), c('train_status', 'TINYINT(1) DEFAULT 0'), c('train_error', 'VARCHAR(255) NULL'),
      c('creator', 'BIGINT NULL'), c('create_date', 'DATETIME NULL'),
    ],
    keys: ['PRIMARY KEY (id)'],
  },
  {
    name: 'ai_rag_dataset',
    since: '202510251150',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('dataset_id', 'VARCHAR(64) NOT NULL'), c('rag_model_id', 'VARCHAR(64) NULL'),
      c('name', 'VARCHAR(100) NOT NULL'), c('description', 'TEXT NULL'), c('status', 'TINYINT(1) DEFAULT 1'), ...CREATED_AT,
      c('tenant_id', 'VARCHAR(32) NULL', '202603111131'), c('avatar', 'TEXT NULL', '202603111131'),
      c('embedding_model', 'VARCHAR(50) NULL', '202603111131'), c('permission', "VARCHAR(20) DEFAULT 'me'", '202603111131'),
      c('chunk_method', 'VARCHAR(50) NULL', '202603111131'), c('parser_config', 'TEXT NULL', '202603111131'),
      c('chunk_count', 'BIGINT DEFAULT 0', '202603111131'), c('document_count', 'BIGINT DEFAULT 0', '202603111131'),
      c('token_num', 'BIGINT DEFAULT 0', '202603111131'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_dataset_id (dataset_id)'],
  },
  {
    name: 'ai_agent_context_provider',
    since: '202512041515',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('agent_id', 'VARCHAR(32) NOT NULL'), c('context_providers', 'LONGTEXT NULL'),
      ...CREATED_AT,
    ],
    keys: ['PRIMARY KEY (id)', 'KEY idx_context_agent (agent_id)'],
  },
  {
    name: 'ai_agent_tag',
    since: '202602281000',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('tag_name', 'VARCHAR(64) NOT NULL'), c('sort', 'INT UNSIGNED DEFAULT 0'),
      ...CREATED_AT, c('deleted', 'TINYINT DEFAULT 0'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_tag_name (tag_name)'],
  },
  {
    name: 'ai_agent_tag_relation',
    since: '202602281000',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('agent_id', 'VARCHAR(32) NOT NULL'), c('tag_id', 'VARCHAR(32) NOT NULL'),
      ...CREATED_AT, c('sort', 'INT UNSIGNED DEFAULT 0', '202603091051'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_agent_tag (agent_id, tag_id)'],
  },
  {
    name: 'ai_rag_knowledge_document',
    since: '202603111131',
    columns: [
      c('id', 'VARCHAR(36) NOT NULL'), c('dataset_id', 'VARCHAR(36) NOT NULL'), c('document_id', 'VARCHAR(64) NOT NULL'),
      c('name', 'VARCHAR(255) NULL'), c('size', 'BIGINT NULL'), c('type', 'VARCHAR(20) NULL'),
      c('chunk_method', 'VARCHAR(50) NULL'), c('parser_config', 'TEXT NULL'), c('status', "VARCHAR(10) DEFAULT '1'"),
      c('run', "VARCHAR(32) DEFAULT 'UNSTART'"), c('progress', 'DOUBLE DEFAULT 0'), c('thumbnail', 'MEDIUMTEXT NULL'),
      c('process_duration', 'DOUBLE DEFAULT 0'), c('meta_fields', 'TEXT NULL'), c('source_type', "VARCHAR(32) DEFAULT 'local'"),
      c('error', 'TEXT NULL'), c('chunk_count', 'INT DEFAULT 0'), c('token_count', 'BIGINT DEFAULT 0'),
      c('enabled', 'TINYINT(1) DEFAULT 1'), c('creator', 'BIGINT NULL'), c('created_at', 'DATETIME NULL'),
      c('updated_at', 'DATETIME NULL'), c('last_sync_at', 'DATETIME NULL'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_document_id (document_id)', 'KEY idx_document_dataset (dataset_id)'],
  },
  {
    name: 'ai_agent_chat_title',
    since: '202604011545',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('session_id', 'VARCHAR(255) NOT NULL'), c('title', 'VARCHAR(255) NULL'),
      c('created_at', 'DATETIME NULL'), c('updated_at', 'DATETIME NULL'),
    ],
    keys: ['PRIMARY KEY (id)', 'KEY idx_title_session (session_id)'],
  },
  {
    name: 'ai_agent_correct_word_file',
    since: '202604211515',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('file_name', 'VARCHAR(256) NOT NULL'), c('word_count', 'INT NOT NULL DEFAULT 0'),
      c('content', 'TEXT NULL'), c('creator', 'BIGINT NULL'), c('created_at', 'DATETIME DEFAULT CURRENT_TIMESTAMP'),
      c('updater', 'BIGINT NULL'), c('updated_at', 'DATETIME DEFAULT CURRENT_TIMESTAMP'),
    ],
    keys: ['PRIMARY KEY (id)'],
  },
  {
    name: 'ai_agent_correct_word_item',
    since: '202604211515',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('file_id', 'VARCHAR(32) NOT NULL'), c('source_word', 'VARCHAR(128) NOT NULL'),
      c('target_word', 'VARCHAR(128) NOT NULL'),
    ],
    keys: ['PRIMARY KEY (id)', 'KEY idx_item_file (file_id)'],
  },
  {
    name: 'ai_agent_correct_word_mapping',
    since: '202604211515',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('agent_id', 'VARCHAR(32) NOT NULL'), c('file_id', 'VARCHAR(32) NOT NULL'),
      c('creator', 'BIGINT NULL'), c('created_at', 'DATETIME DEFAULT CURRENT_TIMESTAMP'), c('updater', 'BIGINT NULL'),
      c('updated_at', 'DATETIME DEFAULT CURRENT_TIMESTAMP'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_agent_file (agent_id, file_id)'],
  },
  {
    name: 'ai_device_address_book',
    since: '202605251426',
    columns: [
      c('mac_address', 'VARCHAR(64) NOT NULL'), c('target_mac', 'VARCHAR(64) NOT NULL'), c('alias', 'VARCHAR(64) NULL'),
      c('has_permission', 'TINYINT(1) DEFAULT 1'), c('creator', 'BIGINT NULL'), c('create_date', 'DATETIME DEFAULT CURRENT_TIMESTAMP'),
      c('updater', 'BIGINT NULL'), c('update_date', 'DATETIME DEFAULT CURRENT_TIMESTAMP'),
    ],
    keys: ['PRIMARY KEY (mac_address, target_mac)'],
  },
  {
    name: 'ai_agent_snapshot',
    since: '202607071530',
    columns: [
      c('id', 'VARCHAR(32) NOT NULL'), c('agent_id', 'VARCHAR(32) NOT NULL'), c('user_id', 'BIGINT NULL'),
      c('version_no', 'INT UNSIGNED NOT NULL'), c('snapshot_data', 'LONGTEXT NOT NULL DEFAULT (JSON_OBJECT())'), c('changed_fields', 'LONGTEXT NULL'),
      c('source', "VARCHAR(32) DEFAULT 'config'"), c('restore_from_snapshot_id', 'VARCHAR(32) NULL'),
      c('restore_from_version_no', 'INT UNSIGNED NULL'), c('creator', 'BIGINT NULL'),
      c('created_at', 'DATETIME DEFAULT CURRENT_TIMESTAMP'),
      c('redaction_version', 'TINYINT UNSIGNED NOT NULL DEFAULT 0', '202607101200'),
    ],
    keys: ['PRIMARY KEY (id)', 'UNIQUE KEY uk_agent_version (agent_id, version_no)'],
  },
];

/** Liquibase's own bookkeeping tables, present in every installation. */
const LIQUIBASE_DDL = [
  `CREATE TABLE DATABASECHANGELOG (
    ID VARCHAR(255) NOT NULL, AUTHOR VARCHAR(255) NOT NULL, FILENAME VARCHAR(255) NOT NULL,
    DATEEXECUTED DATETIME NOT NULL, ORDEREXECUTED INT NOT NULL, EXECTYPE VARCHAR(10) NOT NULL, MD5SUM VARCHAR(35) NULL,
    DESCRIPTION VARCHAR(255) NULL, COMMENTS VARCHAR(255) NULL, TAG VARCHAR(255) NULL, LIQUIBASE VARCHAR(20) NULL,
    CONTEXTS VARCHAR(255) NULL, LABELS VARCHAR(255) NULL, DEPLOYMENT_ID VARCHAR(10) NULL
  ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`,
  `CREATE TABLE DATABASECHANGELOGLOCK (
    ID INT NOT NULL, \`LOCKED\` TINYINT(1) NOT NULL, LOCKGRANTED DATETIME NULL, LOCKEDBY VARCHAR(255) NULL,
    PRIMARY KEY (ID)
  ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`,
];

export const LIQUIBASE_TABLES = ['DATABASECHANGELOG', 'DATABASECHANGELOGLOCK'] as const;

export function tablesOf(shape: UpstreamShape): TableDef[] {
  return UPSTREAM_TABLES.filter((table) => appliedIn(shape, table.since) && !(table.until && appliedIn(shape, table.until)));
}

export function columnsOf(table: TableDef, shape: UpstreamShape): string[] {
  return table.columns.filter((column) => !column.since || appliedIn(shape, column.since)).map((column) => column.name);
}

function columnType(column: ColumnDef, shape: UpstreamShape): string {
  return column.before && !appliedIn(shape, column.before.until) ? column.before.type : column.type;
}

export function createTableSql(table: TableDef, shape: UpstreamShape): string {
  const columns = table.columns
    .filter((column) => !column.since || appliedIn(shape, column.since))
    .map((column) => `\`${column.name}\` ${columnType(column, shape)}`);
  return `CREATE TABLE \`${table.name}\` (\n  ${[...columns, ...table.keys].join(',\n  ')}\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`;
}

export function schemaDdl(shape: UpstreamShape): string[] {
  return [...tablesOf(shape).map((table) => createTableSql(table, shape)), ...LIQUIBASE_DDL];
}

/** What an installation of the old shape lacks compared with the current one: later tables, later columns. */
export function missingInOld(): { tables: string[]; columns: { table: string; column: string; since: string }[] } {
  const oldTables = new Set(tablesOf('old').map((table) => table.name));
  const currentTables = tablesOf('current');
  return {
    tables: currentTables.filter((table) => !oldTables.has(table.name)).map((table) => table.name),
    columns: currentTables
      .filter((table) => oldTables.has(table.name))
      .flatMap((table) =>
        table.columns
          .filter((column) => column.since && !appliedIn('old', column.since))
          .map((column) => ({ table: table.name, column: column.name, since: column.since! })),
      ),
  };
}

/** Legacy tables an old installation still has and a current one dropped (an importer ignores them). */
export function legacyInOld(): string[] {
  const currentTables = new Set(tablesOf('current').map((table) => table.name));
  return tablesOf('old').filter((table) => !currentTables.has(table.name)).map((table) => table.name);
}
