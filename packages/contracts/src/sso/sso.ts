import { z } from 'zod';

/** Where the provider sends the browser back: the web's own screen, which hands the answer to the server. */
export const SSO_CALLBACK_PATH = '/sso/callback';
export const SSO_DEFAULT_SCOPES = 'openid profile email phone';

const claimName = z.string().trim().min(1).max(100);
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { message: 'http(s) URL' });

/**
 * The single sign-on settings as the admin screen shows them: the client secret is never sent back, only whether one
 * is stored. The admin claim makes a super admin when it equals `adminValue` or, for a list (groups, roles), holds it.
 */
export const ssoSettings = z.object({
  enabled: z.boolean(),
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  scopes: z.string(),
  usernameClaim: z.string(),
  nameClaim: z.string(),
  autoProvision: z.boolean(),
  adminClaim: z.string(),
  adminValue: z.string(),
  ssoOnly: z.boolean(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

/** Saving the settings; an empty `clientSecret` keeps the stored one. */
export const ssoSettingsInput = z.object({
  enabled: z.boolean(),
  displayName: z.string().trim().max(50).default(''),
  issuer: httpUrl,
  clientId: z.string().trim().min(1).max(200),
  clientSecret: z.string().max(500).default(''),
  scopes: z.string().trim().max(300).default(SSO_DEFAULT_SCOPES),
  usernameClaim: claimName,
  nameClaim: claimName,
  autoProvision: z.boolean(),
  adminClaim: z.string().trim().max(100).default(''),
  adminValue: z.string().trim().max(200).default(''),
  ssoOnly: z.boolean(),
});
export type SsoSettingsInput = z.input<typeof ssoSettingsInput>;

export const ssoDiscoveryInput = z.object({ issuer: httpUrl });

/** What the provider's discovery document says, as the admin's test reports it. */
export const ssoDiscovery = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  userinfoEndpoint: z.string().nullable(),
  endSessionEndpoint: z.string().nullable(),
  scopesSupported: z.array(z.string()),
  claimsSupported: z.array(z.string()),
  pkceMethods: z.array(z.string()),
});
export type SsoDiscovery = z.infer<typeof ssoDiscovery>;

/** The sign-in screen's view of single sign-on, before anyone signs in. */
export const ssoPublic = z.object({ enabled: z.boolean(), ssoOnly: z.boolean(), displayName: z.string() });
export type SsoPublic = z.infer<typeof ssoPublic>;

export const ssoStartInput = z.object({ redirectUri: httpUrl });
export const ssoStartResult = z.object({ url: z.string(), state: z.string() });
export type SsoStartResult = z.infer<typeof ssoStartResult>;

/** The query string the provider sent the browser back with (`code`, `state`, `iss`, or `error`). */
export const ssoCallbackInput = z.object({ query: z.string().max(4000) });

/** The provider as the signed-in user sees it: who it is, the account linked, and when it was last used. */
export const ssoOverview = z.object({
  name: z.string(),
  issuer: z.string(),
  subject: z.string(),
  username: z.string(),
  displayName: z.string(),
  linkedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SsoOverview = z.infer<typeof ssoOverview>;

/** The provider's userinfo answer for the signed-in user, relayed as it came. */
export const ssoUserinfo = z.record(z.string(), z.unknown());

export const ssoLogoutInput = z.object({ postLogoutRedirectUri: httpUrl.optional() });
/** Where the browser goes to end the provider's session too, when the provider offers it. */
export const ssoLogoutResult = z.object({ endSessionUrl: z.string().nullable() });
