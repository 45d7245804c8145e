import { ErrorCode, SSO_DEFAULT_SCOPES, type SsoDiscovery, type SsoPublic, type SsoSettings, type SsoSettingsInput } from '@vox/contracts';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import { describeOidcFailure, discoverProvider, type OidcConfiguration } from '../../integrations/oidc/oidc-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { ParamsService } from '../params/index.ts';
import type { SsoRepository, SsoSettingsRow } from './sso.repository.ts';

export interface SsoSettingsDeps {
  repo: SsoRepository;
  secrets: SecretBox;
  params: Pick<ParamsService, 'flag'>;
  clock: Clock;
}

/** The settings a sign-in needs, with the secret opened. */
export interface ActiveSso {
  row: SsoSettingsRow;
  clientSecret: string;
  config: OidcConfiguration;
}

const DEFAULTS: SsoSettings = {
  enabled: false,
  displayName: '',
  issuer: '',
  clientId: '',
  clientSecretSet: false,
  scopes: SSO_DEFAULT_SCOPES,
  usernameClaim: 'preferred_username',
  nameClaim: 'name',
  autoProvision: false,
  adminClaim: '',
  adminValue: '',
  ssoOnly: false,
};

/** A discovered provider is reused for a few minutes, so each sign-in does not fetch the discovery document again. */
const DISCOVERY_TTL_MS = 5 * 60_000;

const stripSlash = (issuer: string) => issuer.replace(/\/+$/, '');

function view(row: SsoSettingsRow | undefined): SsoSettings {
  if (!row) return DEFAULTS;
  return {
    enabled: row.enabled === 1,
    displayName: row.display_name,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecretSet: row.client_secret_sealed !== null,
    scopes: row.scopes,
    usernameClaim: row.username_claim,
    nameClaim: row.name_claim,
    autoProvision: row.auto_provision === 1,
    adminClaim: row.admin_claim,
    adminValue: row.admin_value,
    ssoOnly: row.sso_only === 1,
  };
}

/** The provider's settings: what the super admin edits, the discovery test, and the discovered provider for sign-ins. */
export class SsoSettingsService {
  readonly #deps: SsoSettingsDeps;
  #discovered: { key: string; at: number; config: OidcConfiguration } | null = null;

  constructor(deps: SsoSettingsDeps) {
    this.#deps = deps;
  }

  async settings(): Promise<SsoSettings> {
    return view(await this.#deps.repo.settings());
  }

  async save(input: SsoSettingsInput & { clientSecret: string }): Promise<SsoSettings> {
    const current = await this.#deps.repo.settings();
    const issuer = stripSlash(input.issuer);
    // A new secret replaces the stored one; an empty one keeps it unless the provider changed (its secret would leak to another issuer).
    const keepSecret = input.clientSecret === '' && current && stripSlash(current.issuer) === issuer;
    const sealed = input.clientSecret !== '' ? this.#deps.secrets.seal(input.clientSecret) : keepSecret ? current.client_secret_sealed : null;
    await this.#deps.repo.saveSettings({
      enabled: input.enabled ? 1 : 0,
      display_name: input.displayName ?? '',
      issuer,
      client_id: input.clientId,
      client_secret_sealed: sealed,
      scopes: normaliseScopes(input.scopes ?? SSO_DEFAULT_SCOPES),
      username_claim: input.usernameClaim,
      name_claim: input.nameClaim,
      auto_provision: input.autoProvision ? 1 : 0,
      admin_claim: input.adminClaim ?? '',
      admin_value: input.adminValue ?? '',
      sso_only: input.ssoOnly ? 1 : 0,
      updated_at: isoFromNow(this.#deps.clock),
    });
    this.#discovered = null;
    return this.settings();
  }

  /** What the sign-in screen may know before anyone signs in. */
  async publicView(): Promise<SsoPublic> {
    const row = await this.#deps.repo.settings();
    const enabled = row?.enabled === 1 && row.issuer !== '' && row.client_id !== '';
    return { enabled, ssoOnly: enabled && row.sso_only === 1, displayName: enabled ? providerName(row) : '' };
  }

  /** The admin's test: discovery of an issuer (saved or not), reported field by field. */
  async test(issuer: string): Promise<SsoDiscovery> {
    const config = await this.#discover(stripSlash(issuer), 'vox-console-test', '');
    const meta = config.serverMetadata();
    return {
      issuer: meta.issuer,
      authorizationEndpoint: meta.authorization_endpoint ?? '',
      tokenEndpoint: meta.token_endpoint ?? '',
      userinfoEndpoint: meta.userinfo_endpoint ?? null,
      endSessionEndpoint: meta.end_session_endpoint ?? null,
      scopesSupported: meta.scopes_supported ?? [],
      claimsSupported: meta.claims_supported ?? [],
      pkceMethods: meta.code_challenge_methods_supported ?? [],
    };
  }

  /** The enabled provider, discovered; 10350 when single sign-on is off or incomplete. */
  async active(): Promise<ActiveSso> {
    const row = await this.#deps.repo.settings();
    if (!row || row.enabled !== 1 || !row.issuer || !row.client_id) throw new AppError(ErrorCode.SSO_NOT_CONFIGURED);
    const clientSecret = row.client_secret_sealed ? this.#deps.secrets.open(row.client_secret_sealed) : '';
    const key = `${row.updated_at}|${await this.#allowPrivate()}`;
    const cached = this.#discovered;
    if (cached && cached.key === key && this.#deps.clock.now() - cached.at < DISCOVERY_TTL_MS) return { row, clientSecret, config: cached.config };
    const config = await this.#discover(row.issuer, row.client_id, clientSecret);
    this.#discovered = { key, at: this.#deps.clock.now(), config };
    return { row, clientSecret, config };
  }

  async #allowPrivate(): Promise<boolean> {
    return this.#deps.params.flag('server.allow_private_urls');
  }

  async #discover(issuer: string, clientId: string, clientSecret: string): Promise<OidcConfiguration> {
    try {
      return await discoverProvider({ issuer, clientId, clientSecret, policy: { allowPrivate: await this.#allowPrivate() } });
    } catch (error) {
      throw new AppError(ErrorCode.SSO_DISCOVERY_FAILED, [describeOidcFailure(error).reason]);
    }
  }
}

/** The name the screens show: the one the admin gave, else the issuer's host. */
export function providerName(row: SsoSettingsRow): string {
  if (row.display_name) return row.display_name;
  try {
    return new URL(row.issuer).host;
  } catch {
    return row.issuer;
  }
}

/** `openid` always, each scope once, single spaces. */
function normaliseScopes(scopes: string): string {
  return [...new Set(['openid', ...scopes.split(/[\s,]+/).filter(Boolean)])].join(' ');
}
