import type { Kysely, Selectable } from 'kysely';
import type { Database, DevicesTable } from '../../db/database.ts';

export type DeviceRow = Selectable<DevicesTable>;

export class DevicesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: DeviceRow): Promise<void> {
    await this.#db.insertInto('devices').values(row).execute();
  }

  async countByUser(userId: string): Promise<number> {
    const row = await this.#db.selectFrom('devices').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async deleteByUser(userId: string): Promise<void> {
    await this.#db.deleteFrom('devices').where('user_id', '=', userId).execute();
  }
}
