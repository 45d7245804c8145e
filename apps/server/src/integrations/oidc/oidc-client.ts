import * as client from 'openid-client';
import type { RequestInit as UndiciRequestInit } from 'undici';
import { guardedFetch, type OutboundPolicy } from '../net/guarded-fetch.ts';

/** Which provider and client to speak as; `policy` decides which addresses the calls may reach. */
export interface OidcTarget {
  issuer: string;
  clientId: string;
  clientSecret: string;
  policy: OutboundPolicy;
  timeoutSeconds?: number;
}

export type OidcConfiguration = client.Configuration;
export type OidcClaims = Record<string, unknown>;

/** What one code exchange gives: the ID token's verified claims and the tokens to keep. */
export interface OidcSignIn {
  claims: OidcClaims & { sub: string; iss: string };
  accessToken: string;
  idToken: string;
}

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const DEFAULT_TIMEOUT_SECONDS = 10;

/** Every call of the client goes through the guarded fetch: addresses checked and pinned, redirects checked. */
function guardedClientFetch(policy: OutboundPolicy): client.CustomFetch {
  return (url, options) => guardedFetch(url, { method: options.method, headers: options.headers, body: options.body as UndiciRequestInit['body'], signal: options.signal }, policy) as unknown as Promise<Response>;
}

/**
 * Reads `/.well-known/openid-configuration` of the issuer (which must name itself as that issuer) and returns the
 * client configuration. Plain http only when private addresses are allowed (a provider on the local network).
 * ID token signatures are verified against the provider's keys even though they come over the token endpoint.
 */
export async function discoverProvider(target: OidcTarget): Promise<OidcConfiguration> {
  const execute: Array<(config: client.Configuration) => void> = [client.enableNonRepudiationChecks];
  if (new URL(target.issuer).protocol === 'http:') {
    if (!target.policy.allowPrivate) throw new Error('the issuer must be https (plain http only with server.allow_private_urls)');
    execute.push(client.allowInsecureRequests);
  }
  const auth = target.clientSecret ? client.ClientSecretBasic(target.clientSecret) : client.None();
  return client.discovery(new URL(target.issuer), target.clientId, undefined, auth, {
    [client.customFetch]: guardedClientFetch(target.policy),
    execute,
    timeout: target.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
  });
}

/** Fresh PKCE verifier, state and nonce for one sign-in. */
export function newChecks(): OidcChecks {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

export async function authorizationUrl(config: OidcConfiguration, checks: OidcChecks, redirectUri: string, scopes: string): Promise<URL> {
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: scopes,
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

/** Checks the authorization answer (state, issuer) and exchanges the code; the ID token's iss, aud, exp, nonce and signature are verified. */
export async function exchangeCode(config: OidcConfiguration, callbackUrl: URL, checks: OidcChecks): Promise<OidcSignIn> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims || !tokens.id_token) throw new Error('no ID token in the answer');
  return { claims: claims as OidcSignIn['claims'], accessToken: tokens.access_token, idToken: tokens.id_token };
}

export async function fetchUserinfo(config: OidcConfiguration, accessToken: string, subject: string): Promise<OidcClaims> {
  return { ...(await client.fetchUserInfo(config, accessToken, subject)) };
}

/** The provider's RP-initiated logout URL, or null when it offers none. */
export function endSessionUrl(config: OidcConfiguration, idToken: string, postLogoutRedirectUri?: string): string | null {
  if (!config.serverMetadata().end_session_endpoint) return null;
  return client
    .buildEndSessionUrl(config, { id_token_hint: idToken, ...(postLogoutRedirectUri ? { post_logout_redirect_uri: postLogoutRedirectUri } : {}) })
    .toString();
}

const oauthReason = (error: { error: string; error_description?: string | undefined }) => [error.error, error.error_description].filter(Boolean).join(': ');

/** The provider could not be reached: a timeout, a refused address, a failed connection. */
function unreachable(error: unknown, cause: Error | null): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'OAUTH_TIMEOUT' || cause?.name === 'OutboundRefused' || (error instanceof TypeError && /fetch failed/.test(error.message));
}

/** Why a provider call failed, in the library's words, or the provider's OAuth error code and description. */
export function describeOidcFailure(error: unknown): { kind: 'denied' | 'refused' | 'unreachable'; reason: string } {
  if (error instanceof client.AuthorizationResponseError) return { kind: 'denied', reason: oauthReason(error) };
  if (error instanceof client.ResponseBodyError) return { kind: 'refused', reason: oauthReason(error) };
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  // The library's cause names the claim or header that failed ('unexpected JWT "aud" (audience) claim value').
  return { kind: unreachable(error, cause) ? 'unreachable' : 'refused', reason: cause?.message ?? message };
}
