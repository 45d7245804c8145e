import type { PubConfig } from '@vox/contracts';

type MobileArea = PubConfig['mobileAreaList'][number];

const namers = new Map<string, Intl.DisplayNames | null>();

function regionNamer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let namer: Intl.DisplayNames | null = null;
    try {
      namer = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region', fallback: 'none' });
    } catch {
      // A browser without region names keeps the stored names.
    }
    namers.set(locale, namer);
  }
  return namers.get(locale) ?? null;
}

/**
 * An area's name in the display language: a seeded area (one with regions) is named by the browser, so every language
 * reads it in its own words; the seed's own language and entries an admin wrote keep the stored name.
 */
export function areaName(area: MobileArea, locale: string): string {
  if (!area.region || locale === 'zh_CN') return area.name;
  const namer = regionNamer(locale);
  const names = area.region.split(',').map((region) => namer?.of(region));
  return names.every(Boolean) ? names.join('/') : area.name;
}
