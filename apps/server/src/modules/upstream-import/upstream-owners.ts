import { normalizeMac } from '@vox/contracts';
import type { UpstreamImportContext } from '../../lib/upstream-table-import.ts';
import type { MysqlSource } from './mysql-source.ts';

type Owners = Pick<UpstreamImportContext, 'ownerOfAgent' | 'ownerOfDevice' | 'userExists' | 'agentExists' | 'usernameTaken'>;

/** Usernames per lookup of the console's accounts (bound values stay far below either database's limit). */
const USERNAMES_PER_LOOKUP = 1_000;

/**
 * Who owns what in upstream, read once: mappings check a row's user, agent or device against it instead of querying
 * per row. Ids only; a million agents would take about 100 MB. An upstream user whose username (phone) an account of
 * this console already holds under another id is left out with everything they own: written beside it, their rows
 * would belong to nobody here, and their phone cannot sign in twice.
 */
export async function loadUpstreamOwners(source: MysqlSource, accountsByUsername: (usernames: readonly string[]) => Promise<Map<string, string>>): Promise<Owners> {
  const upstreamUsers = await source.query('select id, username from sys_user', []);
  const taken = new Map<string, string>();
  for (let start = 0; start < upstreamUsers.length; start += USERNAMES_PER_LOOKUP) {
    const slice = upstreamUsers.slice(start, start + USERNAMES_PER_LOOKUP);
    const here = await accountsByUsername(slice.flatMap((row) => (typeof row.username === 'string' && row.username.trim() ? [row.username.trim()] : [])));
    for (const row of slice) {
      const username = typeof row.username === 'string' ? row.username.trim() : '';
      const holder = here.get(username);
      if (holder !== undefined && holder !== String(row.id)) taken.set(String(row.id), username);
    }
  }
  const users = new Set(upstreamUsers.map((row) => String(row.id)).filter((id) => !taken.has(id)));
  const agentOwner = new Map<string, string>();
  for (const row of await source.query('select id, user_id from ai_agent', [])) {
    if (row.user_id !== null && users.has(String(row.user_id))) agentOwner.set(String(row.id), String(row.user_id));
  }
  const deviceOwner = new Map<string, string>();
  for (const row of await source.query('select id, mac_address, user_id from ai_device', [])) {
    if (row.user_id !== null && users.has(String(row.user_id))) deviceOwner.set(normalizeMac(String(row.mac_address ?? row.id)), String(row.user_id));
  }
  return {
    userExists: (id) => users.has(id),
    usernameTaken: (id) => taken.get(id),
    agentExists: (id) => agentOwner.has(id),
    ownerOfAgent: (id) => agentOwner.get(id),
    ownerOfDevice: (mac) => deviceOwner.get(normalizeMac(mac)),
  };
}
