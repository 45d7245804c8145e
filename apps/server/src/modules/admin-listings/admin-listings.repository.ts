import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentsTable } from '../agents/index.ts';
import type { DevicesTable } from '../devices/index.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';
import type { PageData, PageQuery } from '@vox/contracts';

export type AdminDeviceRecord = Selectable<DevicesTable> & { owner_name: string | null; last_chat_at: string | null };

/** Read-only lists across every user for administrators (upstream's `/admin/device/all`, `/agent/all`). */
export class AdminListingsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Newest bound first; `keywords` matches the remark (upstream) or the MAC. */
  devices(keywords: string, page: PageQuery): Promise<PageData<AdminDeviceRecord>> {
    const base = this.#db
      .selectFrom('devices')
      .leftJoin('users', 'users.id', 'devices.user_id')
      .$if(keywords !== '', (qb) => qb.where((eb) => eb.or([containsText('devices.alias', keywords), containsText('devices.mac_address', keywords)])));
    return paginate(base, page, (qb) =>
      qb
        .selectAll('devices')
        .select('users.username as owner_name')
        .select((eb) =>
          eb.selectFrom('agent_chat_history').whereRef('agent_chat_history.mac_address', '=', 'devices.mac_address').select((inner) => inner.fn.max('agent_chat_history.created_at').as('m')).as('last_chat_at'),
        )
        .orderBy('devices.created_at', 'desc')
        .orderBy('devices.id'),
    );
  }

  agents(page: PageQuery): Promise<PageData<Selectable<AgentsTable>>> {
    return paginate(this.#db.selectFrom('agents'), page, (qb) => qb.selectAll().orderBy('created_at', 'desc').orderBy('id'));
  }
}
