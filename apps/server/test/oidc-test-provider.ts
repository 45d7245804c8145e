import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** A person the provider knows; the claims are what it releases about them. */
export interface ProviderAccount {
  sub: string;
  claims: Record<string, unknown>;
}

export const TEST_CLIENT = { id: 'vox-console', secret: 'a-client-secret-of-the-test-provider' };

/** Rewrites the ID token of the next token answer (a forged, foreign or expired one). */
export type IdTokenTamper = (idToken: string, sign: (claims: Record<string, unknown>) => Promise<string>) => Promise<string>;

/**
 * A certified OpenID provider (oidc-provider) on loopback, with its own login page (dev interactions: any login, any
 * password) and consent already given, as a first-party client is set up in Keycloak or Casdoor. `redirectUris`
 * lists the callback URLs the client registered.
 */
export class OidcTestProvider {
  readonly issuer: string;
  readonly accounts = new Map<string, ProviderAccount>();
  tamperIdToken: IdTokenTamper | null = null;
  readonly #server: Server;
  readonly #signingKey: SigningKey;

  private constructor(issuer: string, server: Server, signingKey: SigningKey) {
    this.issuer = issuer;
    this.#server = server;
    this.#signingKey = signingKey;
  }

  static async start(redirectUris: string[], postLogoutRedirectUris: string[] = []): Promise<OidcTestProvider> {
    let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
    const server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    const self = new OidcTestProvider(issuer, server, privateKey);
    const provider = new Provider(issuer, self.#configuration(jwk, redirectUris, postLogoutRedirectUris));
    const callback = provider.callback();
    handle = (req, res) => {
      if (req.method === 'POST' && req.url?.startsWith('/token') && self.tamperIdToken) self.#tamperAnswer(res, self.tamperIdToken);
      callback(req, res);
    };
    return self;
  }

  addAccount(account: ProviderAccount): void {
    this.accounts.set(account.sub, account);
  }

  /** Signs claims with the provider's own key, as if it had issued them. */
  signWithProviderKey(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(this.#signingKey);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #configuration(jwk: JWK, redirectUris: string[], postLogoutRedirectUris: string[]): Configuration {
    return {
      clients: [
        {
          client_id: TEST_CLIENT.id,
          client_secret: TEST_CLIENT.secret,
          redirect_uris: redirectUris,
          post_logout_redirect_uris: postLogoutRedirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [jwk] },
      cookies: { keys: ['oidc-test-provider-cookie-key'] },
      pkce: { required: () => true },
      claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'groups'], phone: ['phone_number'], email: ['email'] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
      findAccount: (_ctx, sub) => {
        const account = this.accounts.get(sub) ?? { sub, claims: { preferred_username: sub, name: sub } };
        return { accountId: sub, claims: () => ({ sub, ...account.claims }) };
      },
      // Consent given once for all: the console is the organisation's own (first-party) client.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const accountId = ctx.oidc.session?.accountId;
        const clientId = ctx.oidc.client?.clientId;
        if (!accountId || !clientId) return undefined;
        const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
        grant.addOIDCScope('openid profile phone email');
        await grant.save();
        return grant;
      },
    };
  }

  /** Holds back the token endpoint's answer, rewrites its `id_token`, then sends it. */
  #tamperAnswer(res: ServerResponse, tamper: IdTokenTamper): void {
    const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
    (res as { end: unknown }).end = (chunk?: unknown) => {
      const text = chunk === undefined ? '' : Buffer.from(chunk as string | Uint8Array).toString('utf8');
      const answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      if (typeof answer.id_token !== 'string') return end(chunk);
      void tamper(answer.id_token, (claims) => this.signWithProviderKey(claims)).then((idToken) => {
        const body = JSON.stringify({ ...answer, id_token: idToken });
        res.setHeader('content-length', Buffer.byteLength(body));
        end(body);
      });
      return res;
    };
  }
}

export const idTokenClaims = (idToken: string): Record<string, unknown> => ({ ...decodeJwt(idToken) });

/**
 * What a browser does at the provider: opens the authorization URL, signs in on its login page as `login`, and
 * follows the redirects until the provider sends it back to `redirectUri`; answers that return's query string.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  let loggedIn = false;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectUri)) return new URL(url).search;
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const page = await response.text();
    if (loggedIn || !page.includes('name="login"')) throw new Error(`unexpected provider page ${response.status}: ${page.slice(0, 300)}`);
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const submitted = await send(new URL(action, url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    loggedIn = true;
    url = new URL(submitted.headers.get('location')!, url).toString();
  }
  throw new Error('the provider never sent the browser back');
}
