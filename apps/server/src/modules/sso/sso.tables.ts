// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** The one row (id `default`) of single sign-on settings; the client secret sealed with the install's SecretBox. */
export interface SsoSettingsTable {
  id: string;
  enabled: number;
  display_name: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string | null;
  scopes: string;
  username_claim: string;
  name_claim: string;
  auto_provision: number;
  admin_claim: string;
  admin_value: string;
  sso_only: number;
  updated_at: string;
}

/**
 * A provider subject linked to a console account (one account per issuer + subject), with the provider tokens of
 * its latest sign-in, sealed: the server calls userinfo and ends the provider session with them.
 */
export interface SsoLinksTable {
  id: string;
  user_id: string;
  issuer: string;
  subject: string;
  display_name: string;
  access_token_sealed: string | null;
  id_token_sealed: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** The tables the sso module owns. */
export interface SsoTables {
  sso_settings: SsoSettingsTable;
  sso_links: SsoLinksTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends SsoTables {}
}
