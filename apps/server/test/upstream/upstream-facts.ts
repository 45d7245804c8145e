// What a fixture tells its tests: every value a round trip through the importer should bring over unchanged, and
// what it must leave behind. Ids are strings (user ids are 19-digit bigints, past JavaScript's safe integers);
// datetimes are the MySQL DATETIME text as stored (upstream writes the server's local time, no zone).
import type { UpstreamShape } from './upstream-changesets.ts';

export type Scalar = string | number | null;

export interface UserFact {
  id: string;
  username: string;
  /** The plain password its BCrypt hash was made from. */
  password: string;
  passwordHash: string;
  superAdmin: boolean;
  /** 1 normal, 0 disabled. */
  status: 0 | 1;
}

export interface AgentFact {
  id: string;
  userId: string;
  name: string;
  /** The ai_agent row as stored, only the columns this shape has. */
  row: Record<string, Scalar>;
  deviceMacs: string[];
  /** ai_agent_chat_history rows of this agent, and their distinct sessions. */
  chatMessages: number;
  sessions: string[];
  audioIds: string[];
  /** Plugin ids mapped to it (provider ids, and a knowledge-base id in the current shape) with their param_info. */
  plugins: { pluginId: string; paramInfo: string }[];
  tagNames: string[];
  correctWordFileIds: string[];
  snapshotVersions: number[];
  contextProviders: string | null;
}

export interface DeviceFact {
  id: string;
  mac: string;
  agentId: string;
  userId: string;
  board: string;
  appVersion: string;
  alias: string | null;
  autoUpdate: 0 | 1;
  lastConnectedAt: string;
}

export interface AudioFact {
  id: string;
  agentId: string;
  sessionId: string;
  bytes: number;
  sha256: string;
}

export interface UpstreamFixtureFacts {
  shape: UpstreamShape;
  /** DATABASECHANGELOG ids, in ORDEREXECUTED order. */
  changesets: string[];
  /** Upstream tables present (without Liquibase's two), sorted. */
  tables: string[];
  /** What this shape lacks against the current one (empty for 'current'). */
  missing: { tables: string[]; columns: { table: string; column: string; since: string }[] };
  /** Legacy tables present that the current upstream dropped (an importer ignores them). */
  legacyTables: string[];
  users: UserFact[];
  superAdmin: UserFact;
  params: {
    secret: string;
    websocket: string;
    ota: string;
    /** Absent in the old shape (added 2025-09). */
    sm2: { publicKey: string; privateKey: string } | null;
    mqttGateway: string | null;
    mqttSignatureKey: string | null;
    systemWebMenu: string | null;
    /** Every sys_params row: code → value. */
    all: Record<string, string>;
  };
  dicts: { dictType: string; values: string[] }[];
  modelProviderIds: string[];
  modelConfigs: { id: string; modelType: string; configJson: string; isDefault: 0 | 1; isEnabled: 0 | 1 }[];
  ttsVoiceIds: string[];
  templateIds: string[];
  agents: AgentFact[];
  devices: DeviceFact[];
  chat: {
    messages: number;
    byAgent: Record<string, number>;
    audio: AudioFact[];
    titles: { sessionId: string; title: string }[];
  };
  voiceprints: { id: string; agentId: string; audioId: string; sourceName: string; introduce: string | null }[];
  voiceClones: { id: string; userId: string; name: string; voiceBytes: number; voiceSha256: string; trainStatus: number }[];
  addressBook: { mac: string; targetMac: string; alias: string | null; hasPermission: 0 | 1 }[];
  firmware: { id: string; type: string; version: string; size: number; path: string }[];
  datasets: { id: string; datasetId: string; userId: string; name: string; documents: { id: string; documentId: string; name: string }[] }[];
  tags: { id: string; name: string }[];
  correctWordFiles: { id: string; fileName: string; words: [string, string][] }[];
  /** sys_user_token rows: present upstream, never imported. */
  tokens: { userId: string; token: string }[];
  /** Rows per table, Liquibase's included. */
  rowCounts: Record<string, number>;
  /** What the scale option added on top of the hand-written rows (zeros without it). */
  bulk: { users: number; agents: number; devices: number; chatMessages: number; chatAudio: number; bulkPassword: string };
}
