import { z } from 'zod';
import {
  changePasswordInput,
  loginInput,
  loginResult,
  registerInput,
  retrievePasswordInput,
  userInfo,
} from '../auth/auth.ts';
import { endpoint } from '../http/endpoint.ts';

export const accountEndpoints = {
  postUserLogin: endpoint({
    method: 'POST',
    path: '/user/login',
    access: 'anon',
    tags: ['user'],
    summary: 'Sign in; password is the SM2 envelope of captcha + password',
    body: loginInput,
    response: loginResult,
  }),
  postUserRegister: endpoint({
    method: 'POST',
    path: '/user/register',
    access: 'anon',
    tags: ['user'],
    summary: 'Register by phone (SMS code when mobile registration is on); a bootstrap code makes the first super admin',
    body: registerInput,
    response: z.null(),
  }),
  putUserRetrievePassword: endpoint({
    method: 'PUT',
    path: '/user/retrieve-password',
    access: 'anon',
    tags: ['user'],
    summary: 'Set a new password with an SMS code; ends every session and API key of the account',
    body: retrievePasswordInput,
    response: z.null(),
  }),
  getUserInfo: endpoint({
    method: 'GET',
    path: '/user/info',
    access: 'user',
    tags: ['user'],
    summary: 'The signed-in user',
    response: userInfo,
  }),
  putUserChangePassword: endpoint({
    method: 'PUT',
    path: '/user/change-password',
    access: 'user',
    signInOnly: true,
    tags: ['user'],
    summary: 'Change password (plaintext old + new); other sessions and every API key end',
    body: changePasswordInput,
    response: z.null(),
  }),
  postUserLogout: endpoint({
    method: 'POST',
    path: '/user/logout',
    access: 'user',
    tags: ['user'],
    summary: 'End the current session',
    response: z.null(),
  }),
};
