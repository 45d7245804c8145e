import { DEFAULT_AREA_CODE, type PubConfig } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../hooks/use-form.ts';
import { areaName } from '../utils/area-names.ts';
import type { AuthKey } from '../utils/form-rules.ts';
import fieldStyles from './field.module.css';
import { FormField } from './form-field.tsx';
import { DownIcon, MobileIcon } from './icons.tsx';
import styles from './phone-fields.module.css';
import { TextInput } from './text-input.tsx';

type MobileArea = PubConfig['mobileAreaList'][number];

const FALLBACK_AREAS: MobileArea[] = [{ name: '', key: DEFAULT_AREA_CODE }];

interface Props {
  areas: readonly MobileArea[];
  areaCode: FieldBinding;
  mobile: FieldBinding;
  error?: AuthKey;
}

/** Area-code select (options "name (key)", default +86) plus the number; fields `areaCode` and `mobile`. */
export function PhoneFields({ areas, areaCode, mobile, error }: Props) {
  const { t, i18n } = useTranslation('auth');
  return (
    <FormField label={t('field.mobile')} error={error}>
      <div className={styles.compact}>
        <span className={`${fieldStyles.control} ${styles.area}`}>
          <span className={styles.areaCode} aria-hidden="true">
            {areaCode.value}
          </span>
          <DownIcon className={styles.arrow} />
          <select {...areaCode} aria-label={t('field.areaCode')} className={styles.select}>
            {(areas.length > 0 ? areas : FALLBACK_AREAS).map((area) => (
              <option key={area.key} value={area.key}>
                {area.name ? `${areaName(area, i18n.language)} (${area.key})` : area.key}
              </option>
            ))}
          </select>
        </span>
        <TextInput
          {...mobile}
          icon={MobileIcon}
          className={styles.number}
          placeholder={t('placeholder.mobile')}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
        />
      </div>
    </FormField>
  );
}
