import { loginResult } from '../auth/auth.ts';
import { endpoint } from '../http/endpoint.ts';
import {
  ssoCallbackInput,
  ssoDiscovery,
  ssoDiscoveryInput,
  ssoLogoutInput,
  ssoLogoutResult,
  ssoOverview,
  ssoSettings,
  ssoSettingsInput,
  ssoStartInput,
  ssoStartResult,
  ssoUserinfo,
} from '../sso/sso.ts';

const adminTags: readonly string[] = ['admin'];
const userTags: readonly string[] = ['user'];

/** Single sign-on through an OpenID Connect provider: its settings, the code flow, and what the signed-in user sees of it. */
export const ssoEndpoints = {
  getAdminSso: endpoint({
    method: 'GET',
    path: '/admin/sso',
    access: 'admin',
    tags: adminTags,
    summary: 'The single sign-on settings (the client secret only as whether one is stored)',
    response: ssoSettings,
  }),
  putAdminSso: endpoint({
    method: 'PUT',
    path: '/admin/sso',
    access: 'admin',
    tags: adminTags,
    summary: 'Save the single sign-on settings; the client secret is sealed, an empty one keeps the stored secret',
    body: ssoSettingsInput,
    response: ssoSettings,
  }),
  postAdminSsoTest: endpoint({
    method: 'POST',
    path: '/admin/sso/test',
    access: 'admin',
    tags: adminTags,
    summary: "Fetch the issuer's /.well-known/openid-configuration through the outbound guard and report what it offers",
    body: ssoDiscoveryInput,
    response: ssoDiscovery,
  }),
  postUserSsoStart: endpoint({
    method: 'POST',
    path: '/user/sso/start',
    access: 'anon',
    tags: userTags,
    summary: "Begin a sign-in: the provider's authorization URL with PKCE, state and nonce kept by the server",
    body: ssoStartInput,
    response: ssoStartResult,
  }),
  postUserSsoCallback: endpoint({
    method: 'POST',
    path: '/user/sso/callback',
    access: 'anon',
    tags: userTags,
    summary: "Finish a sign-in with the provider's answer: checks state, code and ID token, links by subject, opens a console session",
    body: ssoCallbackInput,
    response: loginResult,
  }),
  getUserSsoUserinfo: endpoint({
    method: 'GET',
    path: '/user/sso/userinfo',
    access: 'user',
    signInOnly: true,
    tags: userTags,
    summary: "The provider's userinfo for the signed-in user, fetched with the provider token the server holds",
    response: ssoUserinfo,
  }),
  getUserSsoOverview: endpoint({
    method: 'GET',
    path: '/user/sso/overview',
    access: 'user',
    tags: userTags,
    summary: 'The provider (name, issuer), the account linked to the signed-in user, and when it was last used',
    response: ssoOverview,
  }),
  postUserSsoLogout: endpoint({
    method: 'POST',
    path: '/user/sso/logout',
    access: 'user',
    tags: userTags,
    summary: "End the console session; answers the provider's end-session URL when it offers one",
    body: ssoLogoutInput,
    response: ssoLogoutResult,
  }),
};
