import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { PhoneFields } from './phone-fields.tsx';

const binding = (name: string, value = '') => ({ name, value, onChange: () => undefined });

const AREAS = [
  { name: '中国大陆', key: '+86', region: 'CN' },
  { name: '美国/加拿大', key: '+1', region: 'US,CA' },
  // Written by an admin: no regions, so its name stays as written.
  { name: '大不列颠', key: '+44' },
];

const optionTexts = () => [...(screen.getByRole('combobox') as HTMLSelectElement).options].map((option) => option.textContent);

afterEach(() => changeLocale('zh_CN'));

describe('area-code select', () => {
  it('names seeded areas in the display language from their regions, and keeps names an admin wrote', async () => {
    await changeLocale('en');
    render(<PhoneFields areas={AREAS} areaCode={binding('areaCode', '+86')} mobile={binding('mobile')} />);
    const china = new Intl.DisplayNames(['en-US'], { type: 'region' }).of('CN');
    expect(optionTexts()).toEqual([`${china} (+86)`, 'United States/Canada (+1)', '大不列颠 (+44)']);
  });

  it('keeps the stored names in simplified Chinese, the language they were seeded in', async () => {
    await changeLocale('zh_CN');
    render(<PhoneFields areas={AREAS} areaCode={binding('areaCode', '+86')} mobile={binding('mobile')} />);
    expect(optionTexts()).toEqual(['中国大陆 (+86)', '美国/加拿大 (+1)', '大不列颠 (+44)']);
  });
});
