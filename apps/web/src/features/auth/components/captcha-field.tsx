import { SafetyOutlined } from '@ant-design/icons';
import { CAPTCHA_LENGTH } from '@vox/contracts';
import { Flex, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../hooks/use-captcha.ts';
import styles from './auth.module.css';

function CaptchaImage({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('auth');
  if (captcha.loading && !captcha.imageUrl) return <Spin size="small" />;
  if (captcha.failed) return <span className={styles.captchaFailed}>{t('captcha.failed')}</span>;
  return <img src={captcha.imageUrl} alt={t('captcha.alt')} className={styles.captchaImage} />;
}

/** Image captcha input with its picture; clicking the picture fetches a new one. Field `captcha`. */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item required label={t('field.captcha')}>
      <Flex gap={8}>
        <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('rule.captchaRequired') }]}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('placeholder.captcha')}
            maxLength={CAPTCHA_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
        </Form.Item>
        <button type="button" className={styles.captchaButton} onClick={captcha.refresh} title={t('captcha.refresh')} aria-label={t('captcha.refresh')}>
          <CaptchaImage captcha={captcha} />
        </button>
      </Flex>
    </Form.Item>
  );
}
