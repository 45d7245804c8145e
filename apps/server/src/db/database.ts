/**
 * Row types of every table, written by hand and reviewed like a schema.
 * Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.
 */
export interface UsersTable {
  id: string;
  username: string;
  password: string;
  super_admin: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface UserTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** Short-lived values (captcha answers, SMS codes, counters); a Redis store can replace it. */
export interface KvTable {
  key: string;
  value: string;
  expires_at: string | null;
}

export interface SysParamsTable {
  id: string;
  param_code: string;
  param_value: string;
  value_type: string;
  param_type: number;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

export interface SysDictTypeTable {
  id: string;
  dict_type: string;
  dict_name: string;
  remark: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface SysDictDataTable {
  id: string;
  dict_type_id: string;
  dict_label: string;
  dict_value: string;
  remark: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** upstream `ai_device`; the id is the MAC address (upstream.md §6). */
export interface DevicesTable {
  id: string;
  user_id: string;
  mac_address: string;
  last_connected_at: string | null;
  auto_update: number;
  board: string | null;
  alias: string | null;
  agent_id: string | null;
  app_version: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  user_tokens: UserTokensTable;
  kv: KvTable;
  sys_params: SysParamsTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
  devices: DevicesTable;
}
