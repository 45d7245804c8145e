import { ErrorCode, isStrongPassword, isValidMobile } from '@vox/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../../lib/api-error.ts';

type T = TFunction<'auth'>;

const check = (ok: boolean, message: string) => (ok ? Promise.resolve() : Promise.reject(new Error(message)));

/** The number is checked against the rule of the area code chosen beside it (upstream.md §9.2). */
export const mobileRules = (t: T): FormRule[] => [
  { required: true, message: t('rule.mobileRequired') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      check(!value || isValidMobile(value, getFieldValue('areaCode') as string), t('rule.mobileInvalid')),
  }),
];

export const strongPasswordRules = (t: T, requiredKey: 'rule.passwordRequired' | 'rule.newRequired'): FormRule[] => [
  { required: true, message: t(requiredKey) },
  { validator: (_, value: string | undefined) => check(!value || isStrongPassword(value), t('rule.passwordWeak')) },
];

export const confirmRules = (t: T, passwordField: string): FormRule[] => [
  { required: true, message: t('rule.confirmRequired') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      check(!value || value === getFieldValue(passwordField), t('rule.confirmMismatch')),
  }),
];

export const differentRule = (t: T, otherField: string): FormRule => ({ getFieldValue }) => ({
  validator: (_, value: string | undefined) => check(!value || value !== getFieldValue(otherField), t('rule.sameAsOld')),
});

/** upstream.md §1.6: errors about the image captcha mean the picture must be replaced. */
export const isCaptchaError = (error: ApiError) =>
  error.code === ErrorCode.CAPTCHA_WRONG || /图形验证码|圖形驗證碼|captcha/i.test(error.message);

export const fullPhone = (areaCode: string, mobile: string) => `${areaCode}${mobile.replace(/\D/g, '')}`;
