import { newId } from '../../lib/ids.ts';
import { mapEach, upstreamNumber, upstreamText, upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/** Dictionary types by their code: ours keep their ids (dictionary rows point at them), upstream's names win. */
export const dictTypesUpstreamImport: UpstreamTableImport = {
  source: 'sys_dict_type',
  sourceKey: ['id'],
  target: 'sys_dict_type',
  targetKey: ['dict_type'],
  replaces: true,
  keepOnReplace: ['id', 'created_at'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const type = upstreamText(row.dict_type)?.trim();
      if (!type) return 'no dictionary type';
      const created = upstreamTime(row.create_date, context.now);
      return {
        id: newId(),
        dict_type: type,
        dict_name: upstreamText(row.dict_name) ?? type,
        remark: upstreamText(row.remark),
        sort: upstreamNumber(row.sort, 0),
        created_at: created,
        updated_at: upstreamTime(row.update_date, created),
      };
    }),
};

/** Dictionary rows under our id of their type; a value the type already holds stays as it is. */
export const dictDataUpstreamImport: UpstreamTableImport = {
  source: 'sys_dict_data',
  sourceKey: ['id'],
  target: 'sys_dict_data',
  targetKey: ['id'],
  async map(rows, context) {
    const upstreamTypeIds = [...new Set(rows.map((row) => String(row.dict_type_id)))];
    const upstreamTypes = await context.query(`select id, dict_type from sys_dict_type where id in (${upstreamTypeIds.map(() => '?').join(',')})`, upstreamTypeIds);
    const codeOf = new Map(upstreamTypes.map((type) => [String(type.id), String(type.dict_type)]));
    const ours = codeOf.size === 0 ? [] : await context.db.selectFrom('sys_dict_type').select(['id', 'dict_type']).where('dict_type', 'in', [...codeOf.values()]).execute();
    const ourTypeId = new Map(ours.map((type) => [type.dict_type, type.id]));
    const existing = ours.length === 0 ? [] : await context.db.selectFrom('sys_dict_data').select(['dict_type_id', 'dict_value']).where('dict_type_id', 'in', ours.map((type) => type.id)).execute();
    const held = new Set(existing.map((row) => `${row.dict_type_id}\u0000${row.dict_value}`));
    let present = 0;
    const batch = mapEach(rows, (row) => String(row.id), (row) => {
      const typeId = ourTypeId.get(codeOf.get(String(row.dict_type_id)) ?? '');
      if (!typeId) return 'its dictionary type is missing';
      const value = upstreamText(row.dict_value) ?? '';
      const created = upstreamTime(row.create_date, context.now);
      return {
        id: String(row.id),
        dict_type_id: typeId,
        dict_label: upstreamText(row.dict_label) ?? value,
        dict_value: value,
        remark: upstreamText(row.remark),
        sort: upstreamNumber(row.sort, 0),
        created_at: created,
        updated_at: upstreamTime(row.update_date, created),
      };
    });
    const fresh: Record<string, unknown>[] = [];
    for (const row of batch.rows) {
      const key = `${String(row.dict_type_id)}\u0000${String(row.dict_value)}`;
      if (held.has(key)) present += 1;
      else fresh.push(row);
      held.add(key);
    }
    return { ...batch, rows: fresh, present };
  },
};

