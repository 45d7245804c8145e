import type { V1ModelTestResult } from '@vox/contracts';
import { Alert, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TestState {
  name: string;
  pending: boolean;
  result?: V1ModelTestResult;
  /** The call itself failed (already toasted); shown here too so the dialog is not blank. */
  failure?: string;
}

export function TestResultModal({ state, onClose }: { state: TestState | null; onClose: () => void }) {
  const { t } = useTranslation(['llm', 'common']);
  const result = state?.result;
  return (
    <Modal open={state !== null} title={t('test.title', { name: state?.name ?? '' })} onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      {state?.pending ? <Spin tip={t('test.running')}><div style={{ minHeight: 64 }} /></Spin> : null}
      {result?.ok ? (
        <Alert
          type="success"
          showIcon
          message={result.latency_ms === undefined ? t('test.ok') : t('test.okLatency', { ms: result.latency_ms })}
          description={<Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{result.reply || t('test.emptyReply')}</Typography.Paragraph>}
        />
      ) : null}
      {result && !result.ok ? <Alert type="error" showIcon message={t('test.failed')} description={result.error ?? ''} /> : null}
      {state?.failure ? <Alert type="error" showIcon message={t('test.failed')} description={state.failure} /> : null}
    </Modal>
  );
}
