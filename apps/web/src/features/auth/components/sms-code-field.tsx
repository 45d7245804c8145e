import { isValidMobile, SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '@vox/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { notify } from '../../../lib/notifier.ts';
import { sendSmsCode } from '../api/session-calls.ts';
import type { Captcha } from '../hooks/use-captcha.ts';
import type { FieldBinding } from '../hooks/use-form.ts';
import { fullPhone, type AuthKey } from '../utils/form-rules.ts';
import { Button } from './button.tsx';
import fieldStyles from './field.module.css';
import { FormField } from './form-field.tsx';
import { MessageIcon } from './icons.tsx';
import { TextInput } from './text-input.tsx';

interface Props {
  binding: FieldBinding;
  error?: AuthKey;
  /** The phone and captcha typed so far: the code is sent to that phone once the captcha passes. */
  values: { areaCode: string; mobile: string; captcha: string };
  captcha: Captcha;
  /** The server spends the picture on a send: clear the typed answer so the form asks for the new one. */
  clearCaptcha: () => void;
}

/** SMS code input with its send button and the 60 s resend countdown. Field `smsCode`. */
export function SmsCodeField({ binding, error, values, captcha, clearCaptcha }: Props) {
  const { t } = useTranslation('auth');
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);

  async function send() {
    if (!values.areaCode || !isValidMobile(values.mobile, values.areaCode)) {
      notify.warning(t('sms.needMobile'));
      return;
    }
    if (!values.captcha.trim()) {
      notify.warning(t('sms.needCaptcha'));
      return;
    }
    setSending(true);
    const input = { phone: fullPhone(values.areaCode, values.mobile), captcha: values.captcha.trim(), captchaId: captcha.uuid };
    await sendSmsCode(input, (failure) => notify.error(failure.message)).then(
      () => {
        notify.success(t('sms.sent'));
        start(SMS_RESEND_SECONDS);
      },
      () => undefined,
    );
    // One picture, one send (the server spends it): the submit needs a fresh one.
    clearCaptcha();
    captcha.refresh();
    setSending(false);
  }

  return (
    <FormField label={t('field.smsCode')} error={error}>
      <div className={fieldStyles.row}>
        <TextInput
          {...binding}
          icon={MessageIcon}
          placeholder={t('placeholder.smsCode')}
          maxLength={SMS_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Button onClick={() => void send()} loading={sending} disabled={secondsLeft > 0} style={{ minWidth: 128 }}>
          {secondsLeft > 0 ? t('sms.countdown', { seconds: secondsLeft }) : t('sms.send')}
        </Button>
      </div>
    </FormField>
  );
}
