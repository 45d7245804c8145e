/** Sign-in limits shared by the server and the sign-in screens; no schemas here, so importing one costs nothing. */
export const TOKEN_TTL_SECONDS = 43_200;
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 300;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
