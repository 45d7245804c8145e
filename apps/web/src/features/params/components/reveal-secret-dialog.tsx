import { CopyOutlined, EyeOutlined } from '../../../components/icons.tsx';
import { PASSWORD_MAX_LENGTH, type ParamRow } from '@vox/contracts';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../hooks/use-copy.ts';
import { serverMessage } from '../../../lib/api-failure.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useRevealSecret } from '../api/param-mutations.ts';

interface Props {
  /** The secret param to reveal; null: closed. */
  param: ParamRow | null;
  /** Copy the value as soon as it is shown (the device-server screen's "view and copy" link asks for it). */
  copyOnReveal?: boolean;
  onClose: () => void;
}

/**
 * Reveal and copy a secret param: the admin re-enters their password, the clear value is shown with a copy button,
 * and it is forgotten again when the dialog closes (nothing keeps it: no query cache, no state once closed).
 */
export function RevealSecretDialog({ param, copyOnReveal = false, onClose }: Props) {
  const { t } = useTranslation('params');
  const [form] = Form.useForm<{ password: string }>();
  const reveal = useRevealSecret();
  const copy = useCopy();
  const [value, setValue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    // The form is only mounted before the value is shown (it was emptied then).
    if (value === null) form.resetFields();
    setValue(null);
    setFailure(null);
    reveal.reset();
    onClose();
  };

  const submit = async ({ password }: { password: string }) => {
    if (!param) return;
    setFailure(null);
    const { sm2PublicKey } = useSessionStore.getState().pubConfig;
    if (!sm2PublicKey) {
      setFailure(t('reveal.noPublicKey'));
      return;
    }
    try {
      const revealed = await reveal.mutateAsync({ id: param.id, password, publicKey: sm2PublicKey });
      form.resetFields();
      setValue(revealed);
      // useCopy confirms with a toast, or says to select the shown value by hand when the browser refuses.
      if (copyOnReveal) void copy(revealed);
    } catch (error) {
      setFailure(serverMessage(error) || t('reveal.failed'));
    }
  };

  const revealed = value !== null;
  return (
    <Modal
      open={param !== null}
      title={t('reveal.title', { code: param?.paramCode ?? '' })}
      onCancel={close}
      destroyOnHidden
      footer={
        revealed ? (
          <Flex justify="end" gap={8}>
            <Button onClick={close}>{t('reveal.close')}</Button>
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(value)}>{t('reveal.copy')}</Button>
          </Flex>
        ) : (
          <Flex justify="end" gap={8}>
            <Button onClick={close}>{t('reveal.cancel')}</Button>
            <Button type="primary" icon={<EyeOutlined />} loading={reveal.isPending} onClick={() => form.submit()}>{t('reveal.submit')}</Button>
          </Flex>
        )
      }
    >
      {revealed ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('reveal.shown')}</Typography.Text>
          <Typography.Paragraph code data-testid="revealed-secret" style={{ marginBottom: 0, wordBreak: 'break-all', userSelect: 'all' }}>
            {value}
          </Typography.Paragraph>
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('reveal.intro')}</Typography.Text>
          {failure ? <Alert type="error" showIcon message={failure} role="alert" /> : null}
          <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
            <Form.Item name="password" label={t('reveal.password')} rules={[{ required: true, message: t('reveal.passwordRequired') }]} style={{ marginBottom: 0 }}>
              <Input.Password autoFocus autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
