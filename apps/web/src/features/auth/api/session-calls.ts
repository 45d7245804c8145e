import type {
  ChangePasswordInput,
  LoginInput,
  LoginResult,
  RegisterInput,
  RetrievePasswordInput,
  SmsVerificationInput,
} from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { http } from '../../../lib/http.ts';

type OnFailure = (error: ApiError) => void;

/** SPEC §8: login, SMS, register and retrieve-password take the caller's failure callback. */
export const login = (input: LoginInput, onFailure: OnFailure) =>
  http.post<LoginResult>('/user/login', input, { onFailure });

export const sendSmsCode = (input: SmsVerificationInput, onFailure: OnFailure) =>
  http.post<null>('/user/smsVerification', input, { onFailure });

export const register = (input: RegisterInput, onFailure: OnFailure) =>
  http.post<null>('/user/register', input, { onFailure });

export const retrievePassword = (input: RetrievePasswordInput, onFailure: OnFailure) =>
  http.put<null>('/user/retrieve-password', input, { onFailure });

export const changePassword = (input: ChangePasswordInput) => http.put<null>('/user/change-password', input);
