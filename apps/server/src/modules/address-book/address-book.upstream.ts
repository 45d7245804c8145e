import { normalizeMac } from '@vox/contracts';
import { mapEach, upstreamFlag, upstreamText, upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/** Each device's names for the others, owned by the device's owner as the screens scope them. */
export const addressBookUpstreamImport: UpstreamTableImport = {
  source: 'ai_device_address_book',
  sourceKey: ['mac_address', 'target_mac'],
  target: 'device_address_book',
  targetKey: ['mac_address', 'target_mac'],
  map: async (rows, context) =>
    mapEach(rows, (row) => `${String(row.mac_address)}→${String(row.target_mac)}`, (row) => {
      const mac = normalizeMac(String(row.mac_address));
      const owner = context.ownerOfDevice(mac);
      if (!owner) return `device ${mac} is not in ai_device`;
      const created = upstreamTime(row.create_date, context.now);
      const target = normalizeMac(String(row.target_mac));
      return {
        mac_address: mac,
        target_mac: target,
        user_id: owner,
        alias: upstreamText(row.alias) ?? target,
        has_permission: upstreamFlag(row.has_permission, 1),
        created_at: created,
        updated_at: upstreamTime(row.update_date, created),
      };
    }),
};
