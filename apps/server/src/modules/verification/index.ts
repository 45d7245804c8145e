/** What other modules may use of verification; every other file here is internal (lint enforces it). */
export * from './captcha.service.ts';
export * from './sms-code.service.ts';
