// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

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

/** The tables the dicts module owns. */
export interface DictsTables {
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends DictsTables {}
}
