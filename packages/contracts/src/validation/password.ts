export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
const STRENGTH = /^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z]).+$/;

/** Digit, lowercase and uppercase as upstream, and at least 8 characters, which upstream lacked. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && STRENGTH.test(password);
}
