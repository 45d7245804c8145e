import { newId } from '../../lib/ids.ts';
import { mapEach, upstreamNumber, upstreamText, upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/**
 * Params by code: upstream's values replace the seeded ones, so the running device server keeps its `server.secret`
 * and upstream's own console keeps its SM2 key pair; codes only upstream has come over as they are.
 */
export const paramsUpstreamImport: UpstreamTableImport = {
  source: 'sys_params',
  sourceKey: ['id'],
  target: 'sys_params',
  targetKey: ['param_code'],
  replaces: true,
  keepOnReplace: ['id', 'created_at', 'param_type'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const code = upstreamText(row.param_code)?.trim();
      if (!code) return 'no param code';
      const created = upstreamTime(row.create_date, context.now);
      return {
        id: newId(),
        param_code: code,
        param_value: upstreamText(row.param_value) ?? '',
        value_type: upstreamText(row.value_type) ?? 'string',
        param_type: upstreamNumber(row.param_type, 1),
        remark: upstreamText(row.remark),
        created_at: created,
        updated_at: upstreamTime(row.update_date, created),
      };
    }),
};
