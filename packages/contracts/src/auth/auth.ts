import { z } from 'zod';
import { ssoPublic } from '../sso/sso.ts';
import { FULL_PHONE_PATTERN } from '../validation/phone.ts';

export * from './auth-limits.ts';

const phone = z.string().trim().regex(FULL_PHONE_PATTERN);
/** SM2 ciphertext (hex) of captcha text + password (upstream's login envelope); alone, of a password re-entered while signed in. */
export const sm2Ciphertext = z.string().min(1).max(2048).regex(/^[0-9a-fA-F]+$/);
const sm2Envelope = sm2Ciphertext;
const captchaId = z.string().min(1).max(64);

export const captchaQuery = z.object({ uuid: z.string().max(64).default('') });

export const loginInput = z.object({
  username: z.string().trim().min(1).max(50),
  password: sm2Envelope,
  captchaId,
  mobileCaptcha: z.string().max(10).optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginResult = z.object({ token: z.string(), expire: z.number(), clientHash: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

export const registerInput = z.object({
  username: phone,
  password: sm2Envelope,
  captchaId,
  mobileCaptcha: z.string().trim().max(10).optional(),
  bootstrapCode: z.string().trim().max(64).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const smsVerificationInput = z.object({
  phone,
  captcha: z.string().trim().min(1).max(10),
  captchaId,
});
export type SmsVerificationInput = z.infer<typeof smsVerificationInput>;

export const retrievePasswordInput = z.object({
  phone,
  code: z.string().trim().min(1).max(10),
  password: sm2Envelope,
  captchaId,
});
export type RetrievePasswordInput = z.infer<typeof retrievePasswordInput>;

export const changePasswordInput = z.object({
  password: z.string().min(1).max(64),
  newPassword: z.string().min(1).max(64),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const userInfo = z.object({
  id: z.string(),
  username: z.string(),
  superAdmin: z.union([z.literal(0), z.literal(1)]),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type UserInfo = z.infer<typeof userInfo>;

/** `region`: the ISO region codes (comma-separated) of a seeded entry, for the browser to name in its language. */
export const mobileArea = z.object({ name: z.string(), key: z.string(), region: z.string().optional() });

export const pubConfig = z.object({
  version: z.string(),
  year: z.string(),
  name: z.string(),
  beianIcpNum: z.string(),
  beianGaNum: z.string(),
  allowUserRegister: z.boolean(),
  enableMobileRegister: z.boolean(),
  needsBootstrap: z.boolean(),
  mobileAreaList: z.array(mobileArea),
  sm2PublicKey: z.string(),
  systemWebMenu: z.record(z.string(), z.unknown()),
  /** Whether the sign-in screen offers single sign-on, and whether it hides the password form. */
  sso: ssoPublic,
});
export type PubConfig = z.infer<typeof pubConfig>;
