import { addressBookMessages, textFor, type AppLocale } from '@vox/contracts';

/** The name a device without one is announced and listed by, as upstream words it: the last two characters of its MAC. */
export function nameByMacTail(mac: string, locale: AppLocale): string {
  return textFor(addressBookMessages.deviceByMacTail, locale).replace('{0}', mac.slice(-2));
}
