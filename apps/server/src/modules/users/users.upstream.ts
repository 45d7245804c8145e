import { mapEach, upstreamFlag, upstreamText, upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/** Accounts with their BCrypt hashes, which sign-in verifies as it does its own. */
export const usersUpstreamImport: UpstreamTableImport = {
  source: 'sys_user',
  sourceKey: ['id'],
  target: 'users',
  targetKey: ['id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const username = upstreamText(row.username)?.trim();
      if (!username) return 'no username';
      const taken = context.usernameTaken(String(row.id));
      if (taken !== undefined) return `${taken} already belongs to another account here: left out with their agents, devices and files`;
      const created = upstreamTime(row.create_date, context.now);
      return {
        id: String(row.id),
        username,
        password: upstreamText(row.password) ?? '',
        super_admin: upstreamFlag(row.super_admin, 0),
        status: upstreamFlag(row.status, 1),
        created_at: created,
        updated_at: upstreamTime(row.update_date, created),
      };
    }),
};
