import { randomBytes } from 'node:crypto';
import { ErrorCode, SSO_CALLBACK_PATH, TOKEN_TTL_SECONDS, type LoginResult, type SsoOverview, type SsoStartResult } from '@vox/contracts';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import {
  authorizationUrl,
  describeOidcFailure,
  endSessionUrl,
  exchangeCode,
  fetchUserinfo,
  newChecks,
  type OidcChecks,
  type OidcClaims,
  type OidcSignIn,
} from '../../integrations/oidc/oidc-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { md5Hex, newId } from '../../lib/ids.ts';
import type { Session, SessionsService } from '../sessions/index.ts';
import type { UsersService } from '../users/index.ts';
import { providerName, type ActiveSso, type SsoSettingsService } from './sso-settings.service.ts';
import type { SsoLinkRow, SsoRepository } from './sso.repository.ts';

export interface SsoSignInDeps {
  repo: SsoRepository;
  settings: SsoSettingsService;
  users: UsersService;
  sessions: SessionsService;
  secrets: SecretBox;
  kv: KeyValueStore;
  clock: Clock;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** A finished sign-in: the console session, and who it is (for the audit log). */
export interface SsoSignInResult {
  login: LoginResult;
  user: { id: string; name: string };
}

/** What the server keeps of a started sign-in, under its state, for one use. */
interface PendingSignIn extends OidcChecks {
  redirectUri: string;
}

/** A started sign-in must come back within ten minutes. */
const PENDING_TTL_SECONDS = 600;
const USERNAME_MAX = 100;
const pendingKey = (state: string) => `sso:pending:${state}`;

/** A claim as text: strings as they are, numbers and booleans written out, anything else absent. */
function claimText(claims: OidcClaims, name: string): string {
  const value = claims[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The admin claim holds: equals the value, or (a list such as groups or roles) contains it; with no value, is true. */
export function claimGrantsAdmin(claims: OidcClaims, claim: string, expected: string): boolean {
  if (!claim) return false;
  const value = claims[claim];
  if (expected === '') return value === true || value === 'true';
  if (Array.isArray(value)) return value.some((item) => String(item) === expected);
  return typeof value === 'string' || typeof value === 'number' ? String(value) === expected : false;
}

/** The authorization code flow with PKCE, state and nonce; accounts are linked by the provider's subject only. */
export class SsoSignInService {
  readonly #deps: SsoSignInDeps;

  constructor(deps: SsoSignInDeps) {
    this.#deps = deps;
  }

  /** The provider's authorization URL; the PKCE verifier and nonce stay on the server under the state. */
  async start(redirectUri: string): Promise<SsoStartResult> {
    if (!new URL(redirectUri).pathname.endsWith(SSO_CALLBACK_PATH)) throw new AppError(ErrorCode.BAD_REQUEST);
    const sso = await this.#deps.settings.active();
    const checks = newChecks();
    const pending: PendingSignIn = { ...checks, redirectUri };
    await this.#deps.kv.set(pendingKey(checks.state), JSON.stringify(pending), PENDING_TTL_SECONDS);
    const url = await authorizationUrl(sso.config, checks, redirectUri, sso.row.scopes);
    return { url: url.toString(), state: checks.state };
  }

  /**
   * The provider's answer: the state is taken once (an unknown, expired or replayed one is refused), the code is
   * exchanged with the PKCE verifier, and the ID token's issuer, audience, expiry, nonce and signature are checked.
   */
  async finish(query: string, client: ClientInfo): Promise<SsoSignInResult> {
    const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
    const state = params.get('state') ?? '';
    const stored = state ? await this.#deps.kv.take(pendingKey(state)) : null;
    if (!stored) throw new AppError(ErrorCode.SSO_STATE_INVALID);
    const pending = JSON.parse(stored) as PendingSignIn;
    const sso = await this.#deps.settings.active();
    const callbackUrl = new URL(pending.redirectUri);
    callbackUrl.search = params.toString();
    let signIn: OidcSignIn;
    try {
      signIn = await exchangeCode(sso.config, callbackUrl, pending);
    } catch (error) {
      const failure = describeOidcFailure(error);
      if (failure.kind === 'denied') throw new AppError(ErrorCode.SSO_PROVIDER_DENIED, [failure.reason]);
      if (failure.kind === 'unreachable') throw new AppError(ErrorCode.SSO_PROVIDER_CALL_FAILED, [failure.reason]);
      throw new AppError(ErrorCode.SSO_TOKEN_REFUSED, [failure.reason]);
    }
    const claims = await this.#claimsOf(sso, signIn);
    const user = await this.#accountOf(sso, signIn, claims);
    const token = await this.#deps.sessions.issue(user.id);
    const day = new Date(this.#deps.clock.now()).toISOString().slice(0, 10);
    return { login: { token, expire: TOKEN_TTL_SECONDS, clientHash: md5Hex(client.ip + day + client.userAgent) }, user: { id: user.id, name: user.username } };
  }

  /** The provider's userinfo for the signed-in user, with the access token of their latest sign-in. */
  async userinfo(session: Session): Promise<OidcClaims> {
    const sso = await this.#deps.settings.active();
    const link = await this.#linkOf(session, sso);
    if (!link.access_token_sealed) throw new AppError(ErrorCode.SSO_NOT_LINKED);
    try {
      return await fetchUserinfo(sso.config, this.#deps.secrets.open(link.access_token_sealed), link.subject);
    } catch (error) {
      throw new AppError(ErrorCode.SSO_PROVIDER_CALL_FAILED, [describeOidcFailure(error).reason]);
    }
  }

  async overview(session: Session): Promise<SsoOverview> {
    const sso = await this.#deps.settings.active();
    const link = await this.#linkOf(session, sso);
    return {
      name: providerName(sso.row),
      issuer: sso.row.issuer,
      subject: link.subject,
      username: session.user.username,
      displayName: link.display_name,
      linkedAt: link.created_at,
      lastUsedAt: link.last_used_at,
    };
  }

  /**
   * Ends the console session and forgets the provider tokens; answers the provider's end-session URL (RP-initiated
   * logout with the ID token as hint) when the provider offers one and this user signed in through it.
   */
  async logout(session: Session, postLogoutRedirectUri: string | undefined): Promise<{ endSessionUrl: string | null }> {
    await this.#deps.sessions.revoke(session.tokenId);
    const sso = await this.#deps.settings.active().catch(() => null);
    if (!sso) return { endSessionUrl: null };
    const link = await this.#deps.repo.findLinkOfUser(session.user.id, sso.row.issuer);
    if (!link?.id_token_sealed) return { endSessionUrl: null };
    const idToken = this.#deps.secrets.open(link.id_token_sealed);
    await this.#deps.repo.clearTokensOfUser(session.user.id);
    return { endSessionUrl: endSessionUrl(sso.config, idToken, postLogoutRedirectUri) };
  }

  async #linkOf(session: Session, sso: ActiveSso): Promise<SsoLinkRow> {
    const link = await this.#deps.repo.findLinkOfUser(session.user.id, sso.row.issuer);
    if (!link) throw new AppError(ErrorCode.SSO_NOT_LINKED);
    return link;
  }

  /** The ID token's claims, completed from userinfo when the configured claims are not in the token. */
  async #claimsOf(sso: ActiveSso, signIn: OidcSignIn): Promise<OidcClaims> {
    const wanted = [sso.row.username_claim, sso.row.name_claim, sso.row.admin_claim].filter(Boolean);
    if (wanted.every((name) => name in signIn.claims) || !sso.config.serverMetadata().userinfo_endpoint) return signIn.claims;
    try {
      return { ...(await fetchUserinfo(sso.config, signIn.accessToken, signIn.claims.sub)), ...signIn.claims };
    } catch (error) {
      throw new AppError(ErrorCode.SSO_PROVIDER_CALL_FAILED, [describeOidcFailure(error).reason]);
    }
  }

  /** The linked account, or a new one when the settings allow it; never an existing account found by its name. */
  async #accountOf(sso: ActiveSso, signIn: OidcSignIn, claims: OidcClaims) {
    const { repo, users, secrets, clock } = this.#deps;
    const { row } = sso;
    const now = isoFromNow(clock);
    const isAdmin = claimGrantsAdmin(claims, row.admin_claim, row.admin_value);
    const displayName = claimText(claims, row.name_claim).slice(0, USERNAME_MAX);
    const tokens = { access_token_sealed: secrets.seal(signIn.accessToken), id_token_sealed: secrets.seal(signIn.idToken), display_name: displayName, last_used_at: now };
    const link = await repo.findLink(row.issuer, signIn.claims.sub);
    if (link) {
      const user = await users.findById(link.user_id);
      if (!user) throw new AppError(ErrorCode.SSO_ACCOUNT_UNKNOWN);
      if (user.status !== 1) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
      if (isAdmin && user.super_admin !== 1) await users.grantSuperAdmin(user.id);
      await repo.recordSignIn(link.id, tokens);
      return user;
    }
    if (row.auto_provision !== 1) throw new AppError(ErrorCode.SSO_ACCOUNT_UNKNOWN);
    const username = claimText(claims, row.username_claim).slice(0, USERNAME_MAX);
    if (!username) throw new AppError(ErrorCode.SSO_CLAIM_MISSING, [row.username_claim]);
    if (await users.findByUsername(username)) throw new AppError(ErrorCode.SSO_USERNAME_TAKEN, [username]);
    // Nobody knows this password: the account signs in through the provider (an admin may reset it later).
    const user = await users.create({ username, password: randomBytes(24).toString('base64url'), superAdmin: isAdmin });
    await repo.insertLink({ id: newId(), user_id: user.id, issuer: row.issuer, subject: signIn.claims.sub, created_at: now, ...tokens });
    return user;
  }
}
