import { isSeededText } from './seed-labels.ts';

/**
 * The regions (ISO 3166 codes) behind each seeded mobile area code, so a browser names them in its own language
 * (`Intl.DisplayNames`). Several regions share +1, and are named together.
 */
const MOBILE_AREA_REGIONS: Readonly<Record<string, string>> = {
  '+86': 'CN', '+852': 'HK', '+853': 'MO', '+886': 'TW', '+1': 'US,CA', '+44': 'GB', '+33': 'FR', '+39': 'IT', '+49': 'DE',
  '+48': 'PL', '+41': 'CH', '+34': 'ES', '+45': 'DK', '+60': 'MY', '+61': 'AU', '+62': 'ID', '+63': 'PH', '+64': 'NZ', '+65': 'SG',
  '+66': 'TH', '+81': 'JP', '+82': 'KR', '+84': 'VN', '+91': 'IN', '+92': 'PK', '+234': 'NG', '+880': 'BD', '+966': 'SA',
  '+971': 'AE', '+55': 'BR', '+52': 'MX', '+56': 'CL', '+54': 'AR', '+20': 'EG', '+27': 'ZA', '+254': 'KE', '+255': 'TZ', '+7': 'RU',
};

/** The regions of a seeded area entry while its label is still the seeded one; none for an entry an admin wrote or renamed. */
export function seededAreaRegions(dictType: string, value: string, label: string): string | undefined {
  return isSeededText('dictData', `${dictType}:${value}`, 'label', label) ? MOBILE_AREA_REGIONS[value] : undefined;
}
