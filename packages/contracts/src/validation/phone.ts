/** Mobile number rules per area code, on digits only (upstream's `validateMobile`). */
const MOBILE_RULES: Record<string, RegExp> = {
  '+86': /^1[3-9]\d{9}$/,
  '+852': /^[569]\d{7}$/,
  '+853': /^6\d{7}$/,
  '+886': /^9\d{8}$/,
  '+1': /^[2-9]\d{9}$/,
  '+44': /^7[1-9]\d{8}$/,
  '+81': /^[7890]\d{8}$/,
  '+82': /^1[0-9]\d{7}$/,
  '+65': /^[89]\d{7}$/,
  '+61': /^[4578]\d{8}$/,
  '+49': /^1[5-7]\d{8}$/,
  '+33': /^[67]\d{8}$/,
  '+39': /^3[0-9]\d{8}$/,
  '+34': /^[6-9]\d{8}$/,
  '+55': /^[1-9]\d{10}$/,
  '+91': /^[6-9]\d{9}$/,
  '+971': /^5\d{8}$/,
  '+966': /^5\d{8}$/,
  '+880': /^1[3-9]\d{8}$/,
  '+234': /^[789]\d{9}$/,
  '+254': /^[17]\d{8}$/,
  '+255': /^[67]\d{8}$/,
  '+7': /^[67]\d{9}$/,
};
const FALLBACK_RULE = /^\d{5,15}$/;

export const KNOWN_AREA_CODES = Object.keys(MOBILE_RULES);
export const DEFAULT_AREA_CODE = '+86';

export function isValidMobile(mobile: string, areaCode: string = DEFAULT_AREA_CODE): boolean {
  const digits = mobile.replace(/\D/g, '');
  return (MOBILE_RULES[areaCode] ?? FALLBACK_RULE).test(digits);
}

/** The server-side rule for a full phone user name such as +8613800000000 (upstream's). */
export const FULL_PHONE_PATTERN = /^\+[1-9]\d{0,3}[1-9]\d{4,14}$/;

/** Split '+8613800000000' into area code and number; a known area code wins over the generic split. */
export function splitPhone(phone: string): { areaCode: string; mobile: string } {
  const byLength = [...KNOWN_AREA_CODES].sort((a, b) => b.length - a.length);
  const known =
    byLength.find((code) => phone.startsWith(code) && isValidMobile(phone.slice(code.length), code)) ??
    byLength.find((code) => phone.startsWith(code));
  if (known) return { areaCode: known, mobile: phone.slice(known.length) };
  const generic = /^(\+\d{1,4}?)(\d{5,15})$/.exec(phone);
  return generic ? { areaCode: generic[1]!, mobile: generic[2]! } : { areaCode: '', mobile: phone };
}

/** A full phone is valid when its number passes the rule of its area code. */
export function isValidFullPhone(phone: string): boolean {
  if (!FULL_PHONE_PATTERN.test(phone)) return false;
  const { areaCode, mobile } = splitPhone(phone);
  return areaCode !== '' && isValidMobile(mobile, areaCode);
}
