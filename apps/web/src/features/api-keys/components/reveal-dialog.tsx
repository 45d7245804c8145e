import { CopyOutlined } from '../../../components/icons.tsx';
import type { ApiKeyView } from '@vox/contracts';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../hooks/use-copy.ts';
import { curlExample } from './curl-example.ts';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';

function CopyableText({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('common');
  const copy = useCopy();
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{label}</Typography.Text>
      {/* Wrapped, not cut: a phone shows the whole key too. */}
      <Flex gap={8} wrap align="start">
        <Input.TextArea
          readOnly
          autoSize
          value={value}
          aria-label={label}
          data-testid={testId}
          onFocus={(event) => event.target.select()}
          style={{ flex: '1 1 240px', fontFamily: MONO, wordBreak: 'break-all' }}
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy(value)}>{t('action.copy')}</Button>
      </Flex>
    </Flex>
  );
}

/** The full key and a ready-to-run curl call with it; closing the dialog forgets the key. */
export function RevealDialog({ revealed, fresh, onClose }: { revealed: ApiKeyView | null; fresh: boolean; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  return (
    <Modal open={revealed !== null} title={t('reveal.title', { desc: revealed?.desc || t('noDesc') })} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{t('reveal.done')}</Button>} destroyOnHidden>
      {revealed && (
        <Flex vertical gap={16}>
          <Alert type={fresh ? 'success' : 'warning'} showIcon title={t(fresh ? 'reveal.created' : 'reveal.keepSecret')} />
          <CopyableText label={t('field.key')} value={revealed.key} testId="api-key-raw" />
          <CopyableText label={t('reveal.curl')} value={curlExample(window.location.origin, revealed.key)} testId="api-key-curl" />
          <Typography.Text type="secondary">{t('reveal.curlHint')}</Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}
