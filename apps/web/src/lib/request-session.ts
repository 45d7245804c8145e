import { getLocale } from '../stores/locale-store.ts';
import { getToken } from '../stores/session-store.ts';
import { getTimeZone } from '../stores/ui-store.ts';
import type { RequestSession } from './http-request.ts';

/** The signed-in session as the stores hold it now. */
export const currentSession = (): RequestSession => ({ locale: getLocale(), timeZone: getTimeZone(), token: getToken() });
