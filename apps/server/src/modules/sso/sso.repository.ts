import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SsoLinksTable, SsoSettingsTable } from './sso.tables.ts';

export type SsoSettingsRow = Selectable<SsoSettingsTable>;
export type SsoLinkRow = Selectable<SsoLinksTable>;

const SETTINGS_ID = 'default';

/** The single sign-on settings row and the subject links. */
export class SsoRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  settings(): Promise<SsoSettingsRow | undefined> {
    return this.#db.selectFrom('sso_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
  }

  async saveSettings(values: Omit<SsoSettingsRow, 'id'>): Promise<void> {
    await this.#db
      .insertInto('sso_settings')
      .values({ id: SETTINGS_ID, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }

  findLink(issuer: string, subject: string): Promise<SsoLinkRow | undefined> {
    return this.#db.selectFrom('sso_links').selectAll().where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  }

  /** The user's link to this issuer, the latest used first when several subjects were linked over time. */
  findLinkOfUser(userId: string, issuer: string): Promise<SsoLinkRow | undefined> {
    return this.#db
      .selectFrom('sso_links')
      .selectAll()
      .where('user_id', '=', userId)
      .where('issuer', '=', issuer)
      .orderBy('last_used_at', 'desc')
      .executeTakeFirst();
  }

  async insertLink(row: SsoLinkRow): Promise<void> {
    await this.#db.insertInto('sso_links').values(row).execute();
  }

  async recordSignIn(id: string, values: Pick<SsoLinkRow, 'display_name' | 'access_token_sealed' | 'id_token_sealed' | 'last_used_at'>): Promise<void> {
    await this.#db.updateTable('sso_links').set(values).where('id', '=', id).execute();
  }

  /** Forgets the provider tokens of a user's links (signed out). */
  async clearTokensOfUser(userId: string): Promise<void> {
    await this.#db.updateTable('sso_links').set({ access_token_sealed: null, id_token_sealed: null }).where('user_id', '=', userId).execute();
  }

  async deleteByUsers(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.#db.deleteFrom('sso_links').where('user_id', 'in', userIds).execute();
  }
}
