import { CrownOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Only while the server has no administrator: the one-time code it printed in its log at first start. */
export function BootstrapCodeField() {
  const { t } = useTranslation('auth');
  return (
    <>
      <Alert type="info" showIcon icon={<CrownOutlined />} title={t('register.bootstrapTitle')} description={t('register.bootstrapHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="bootstrapCode" label={t('field.bootstrapCode')}>
        <Input placeholder={t('placeholder.bootstrapCode')} autoComplete="off" spellCheck={false} maxLength={64} />
      </Form.Item>
    </>
  );
}
