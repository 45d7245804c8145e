import { MobileOutlined } from '@ant-design/icons';
import { DEFAULT_AREA_CODE, type PubConfig } from '@vox/contracts';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { mobileRules } from '../utils/form-rules.ts';

type MobileArea = PubConfig['mobileAreaList'][number];

const FALLBACK_AREAS: MobileArea[] = [{ name: '', key: DEFAULT_AREA_CODE }];

/** Area-code select (label "name (key)", default +86) plus the number; fields `areaCode` and `mobile`. */
export function PhoneFields({ areas }: { areas: readonly MobileArea[] }) {
  const { t } = useTranslation('auth');
  const options = (areas.length > 0 ? areas : FALLBACK_AREAS).map((area) => ({
    value: area.key,
    label: area.name ? `${area.name} (${area.key})` : area.key,
  }));
  return (
    <Form.Item required label={t('field.mobile')}>
      <Space.Compact block>
        <Form.Item name="areaCode" noStyle initialValue={DEFAULT_AREA_CODE}>
          <Select
            aria-label={t('field.areaCode')}
            options={options}
            labelRender={({ value }) => String(value)}
            popupMatchSelectWidth={false}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 104 }}
          />
        </Form.Item>
        <Form.Item name="mobile" noStyle rules={mobileRules(t)} dependencies={['areaCode']}>
          <Input
            prefix={<MobileOutlined />}
            placeholder={t('placeholder.mobile')}
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
