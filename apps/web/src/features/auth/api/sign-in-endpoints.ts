import type { accountEndpoints, pubConfigEndpoints, verificationEndpoints } from '@vox/contracts';
import { endpointAt } from '../../../lib/http.ts';

type Account = typeof accountEndpoints;
type Verification = typeof verificationEndpoints;

/**
 * The sign-in screens' endpoints by method and path, each checked against its declaration's type: importing the
 * declarations themselves would load their zod schemas before sign-in (src/app/sign-in-weight.test.ts).
 */
export const signInEndpoints = {
  captcha: endpointAt<Verification['getUserCaptcha']>('GET', '/user/captcha'),
  smsCode: endpointAt<Verification['postUserSmsVerification']>('POST', '/user/smsVerification'),
  pubConfig: endpointAt<(typeof pubConfigEndpoints)['getUserPubConfig']>('GET', '/user/pub-config'),
  login: endpointAt<Account['postUserLogin']>('POST', '/user/login'),
  register: endpointAt<Account['postUserRegister']>('POST', '/user/register'),
  retrievePassword: endpointAt<Account['putUserRetrievePassword']>('PUT', '/user/retrieve-password'),
  changePassword: endpointAt<Account['putUserChangePassword']>('PUT', '/user/change-password'),
  userInfo: endpointAt<Account['getUserInfo']>('GET', '/user/info'),
  logout: endpointAt<Account['postUserLogout']>('POST', '/user/logout'),
};
