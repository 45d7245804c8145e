import type { ChangePasswordInput, LoginInput, RegisterInput, RetrievePasswordInput, SmsVerificationInput } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { signInEndpoints } from './sign-in-endpoints.ts';

type OnFailure = (error: ApiError) => void;

/** Login, SMS, register and retrieve-password take the caller's failure callback. */
export const login = (input: LoginInput, onFailure: OnFailure) => api(signInEndpoints.login, { body: input }, { onFailure });

export const sendSmsCode = (input: SmsVerificationInput, onFailure: OnFailure) =>
  api(signInEndpoints.smsCode, { body: input }, { onFailure });

export const register = (input: RegisterInput, onFailure: OnFailure) => api(signInEndpoints.register, { body: input }, { onFailure });

export const retrievePassword = (input: RetrievePasswordInput, onFailure: OnFailure) =>
  api(signInEndpoints.retrievePassword, { body: input }, { onFailure });

export const changePassword = (input: ChangePasswordInput) => api(signInEndpoints.changePassword, { body: input });
