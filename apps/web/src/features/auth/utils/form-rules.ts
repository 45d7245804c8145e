import { isStrongPassword, isValidMobile } from '@vox/contracts';
import type auth from '../../../locales/zh_CN/auth.json';

export type AuthKey = keyof typeof auth;

/** A field check: the i18n key of its message, or undefined when the value passes. Shared by every auth form. */
export type Rule<V> = (value: string, values: V) => AuthKey | undefined;

/** Anything typed counts, blanks included (antd's plain `required`). */
export const required =
  (key: AuthKey) =>
  (value: string): AuthKey | undefined =>
    value === '' ? key : undefined;

/** Blanks alone do not count (antd's `required` with `whitespace`). */
export const requiredText =
  (key: AuthKey) =>
  (value: string): AuthKey | undefined =>
    value.trim() === '' ? key : undefined;

/** The number is checked against the rule of the area code chosen beside it. */
export const validMobile = (value: string, values: { areaCode: string }): AuthKey | undefined =>
  !value || isValidMobile(value, values.areaCode) ? undefined : 'rule.mobileInvalid';

export const strongPassword = (value: string): AuthKey | undefined =>
  !value || isStrongPassword(value) ? undefined : 'rule.passwordWeak';

export const sameAs =
  <V>(field: keyof V) =>
  (value: string, values: V): AuthKey | undefined =>
    !value || value === values[field] ? undefined : 'rule.confirmMismatch';

export const differentFrom =
  <V>(field: keyof V) =>
  (value: string, values: V): AuthKey | undefined =>
    !value || value !== values[field] ? undefined : 'rule.sameAsOld';

export const fullPhone = (areaCode: string, mobile: string) => `${areaCode}${mobile.replace(/\D/g, '')}`;
