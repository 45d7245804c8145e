import { MessageOutlined } from '@ant-design/icons';
import { isValidMobile, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@vox/contracts';
import { App, Button, Flex, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { sendSmsCode } from '../api/session-calls.ts';
import type { Captcha } from '../hooks/use-captcha.ts';
import { fullPhone, isCaptchaError } from '../utils/form-rules.ts';

interface PhoneAndCaptcha {
  areaCode?: string;
  mobile?: string;
  captcha?: string;
}

/** SMS code input with its send button and the 60 s resend countdown. Field `smsCode`. */
export function SmsCodeField({ form, captcha }: { form: FormInstance; captcha: Captcha }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);

  async function send() {
    const values = form.getFieldsValue(['areaCode', 'mobile', 'captcha']) as PhoneAndCaptcha;
    if (!values.areaCode || !isValidMobile(values.mobile ?? '', values.areaCode)) {
      void message.warning(t('sms.needMobile'));
      return;
    }
    if (!values.captcha?.trim()) {
      void message.warning(t('sms.needCaptcha'));
      return;
    }
    setSending(true);
    const input = { phone: fullPhone(values.areaCode, values.mobile ?? ''), captcha: values.captcha.trim(), captchaId: captcha.uuid };
    await sendSmsCode(input, (error) => {
      void message.error(error.message);
      if (isCaptchaError(error)) captcha.refresh();
    }).then(
      () => {
        void message.success(t('sms.sent'));
        start(SMS_RESEND_SECONDS);
      },
      () => undefined,
    );
    setSending(false);
  }

  return (
    <Form.Item required label={t('field.smsCode')}>
      <Flex gap={8}>
        <Form.Item name="smsCode" noStyle rules={[{ required: true, whitespace: true, message: t('rule.smsCodeRequired') }]}>
          <Input prefix={<MessageOutlined />} placeholder={t('placeholder.smsCode')} maxLength={SMS_CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <Button onClick={() => void send()} loading={sending} disabled={secondsLeft > 0} style={{ minWidth: 128 }}>
          {secondsLeft > 0 ? t('sms.countdown', { seconds: secondsLeft }) : t('sms.send')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
