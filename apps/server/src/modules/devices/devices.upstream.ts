import { normalizeMac } from '@vox/contracts';
import { missingOwner, mapEach, upstreamFlag, upstreamNumber, upstreamText, upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/**
 * Bound devices under their MAC, owner and agent: the next check-in finds the device bound and needs no activation
 * code. The Client-Id is learnt again from that check-in.
 */
export const devicesUpstreamImport: UpstreamTableImport = {
  source: 'ai_device',
  sourceKey: ['id'],
  target: 'devices',
  targetKey: ['id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const mac = normalizeMac(upstreamText(row.mac_address) ?? String(row.id));
      const owner = upstreamText(row.user_id);
      if (!owner) return 'not bound to a user';
      if (!context.userExists(owner)) return missingOwner(context, owner);
      const agentId = upstreamText(row.agent_id);
      const created = upstreamTime(row.create_date, context.now);
      return {
        id: mac,
        user_id: owner,
        mac_address: mac,
        last_connected_at: row.last_connected_at ? upstreamTime(row.last_connected_at, created) : null,
        auto_update: upstreamFlag(row.auto_update, 0),
        board: upstreamText(row.board),
        alias: upstreamText(row.alias),
        agent_id: agentId && context.agentExists(agentId) ? agentId : null,
        app_version: upstreamText(row.app_version),
        client_id: null,
        sort: upstreamNumber(row.sort, 0),
        created_at: created,
        updated_at: upstreamTime(row.update_date, created),
      };
    }),
};
