import { App, Button, Flex, Form, Modal, Progress, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudUploadOutlined, DeleteOutlined } from '../../../components/icons.tsx';
import { failureText } from '../../../lib/api-failure.ts';
import { useUploadDocument } from '../api/documents.ts';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_MB, fileProblem } from '../utils/file-check.ts';
import { defaultProcessRuleValues, type ProcessRuleValues, toProcessRule } from '../utils/process-rule.ts';
import { countOf, patchFile, queued, type QueuedFile } from '../utils/upload-queue.ts';
import { formatBytes } from '../utils/format-bytes.ts';
import { ProcessRuleFields } from './process-rule-fields.tsx';

interface Props {
  datasetId: string;
  open: boolean;
  onClose: () => void;
}

function FileRow({ item, busy, onRemove }: { item: QueuedFile; busy: boolean; onRemove: (uid: string) => void }) {
  const { t } = useTranslation('datasets');
  const status = { queued: 'normal', sending: 'active', done: 'success', failed: 'exception' } as const;
  return (
    <Flex vertical gap={2} style={{ width: '100%', minWidth: 0, padding: '8px 0', borderBottom: '1px solid #f0f0f0' }} data-testid="upload-row">
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text ellipsis={{ tooltip: item.file.name }} style={{ minWidth: 0, flex: 1 }}>{item.file.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, flexShrink: 0 }}>{formatBytes(item.file.size)}</Typography.Text>
        {item.state === 'queued' && !busy ? <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('upload.remove')} onClick={() => onRemove(item.uid)} /> : null}
      </Flex>
      <Progress percent={item.percent} size="small" status={status[item.state]} aria-label={item.file.name} />
      <Typography.Text type={item.state === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {item.state === 'failed' ? item.error : t(`upload.${item.state}`)}
      </Typography.Text>
    </Flex>
  );
}

/** Several files at once, one request each, each with its own progress bar; refused types never leave the browser. */
export function UploadDialog({ datasetId, open, onClose }: Props) {
  const { t } = useTranslation('datasets');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ rule: ProcessRuleValues }>();
  const upload = useUploadDocument(datasetId);
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const latest = useRef(files);
  latest.current = files;
  // The upload loop reads the files between awaits, so the ref, not a render, is the truth.
  const update = (next: (files: QueuedFile[]) => QueuedFile[]) => {
    latest.current = next(latest.current);
    setFiles(latest.current);
  };

  const pick = (file: File & { uid?: string }) => {
    const problem = fileProblem(file);
    if (problem?.kind === 'type') void message.error(t('upload.wrongType', { name: file.name }));
    else if (problem?.kind === 'size') void message.error(t('upload.tooLarge', { name: file.name, size: DOCUMENT_MAX_MB }));
    else if (problem?.kind === 'empty') void message.error(t('upload.empty', { name: file.name }));
    else update((current) => [...current.filter((item) => item.state !== 'done'), queued(file, file.uid ?? `${file.name}-${file.size}-${Date.now()}`)]);
    return Upload.LIST_IGNORE;
  };

  const sendAll = async ({ rule }: { rule: ProcessRuleValues }) => {
    const processRule = toProcessRule(rule);
    setBusy(true);
    for (const item of latest.current.filter((entry) => entry.state === 'queued' || entry.state === 'failed')) {
      update((current) => patchFile(current, item.uid, { state: 'sending', percent: 0, error: undefined }));
      try {
        await upload.mutateAsync({ file: item.file, processRule, onProgress: (percent) => update((current) => patchFile(current, item.uid, { percent })) });
        update((current) => patchFile(current, item.uid, { state: 'done', percent: 100 }));
      } catch (error) {
        update((current) => patchFile(current, item.uid, { state: 'failed', error: failureText(error, t('upload.failed')) }));
      }
    }
    setBusy(false);
    const failed = countOf(latest.current, 'failed');
    if (failed === 0) {
      void message.success(t('doc.toast.added'));
      close();
    }
  };

  const close = () => {
    if (busy) return;
    update(() => []);
    onClose();
  };
  const waiting = countOf(files, 'queued') + countOf(files, 'failed');

  return (
    <Modal
      open={open}
      title={t('upload.title')}
      onCancel={close}
      mask={{ closable: !busy }}
      closable={!busy}
      width={720}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">{files.length > 0 ? t('upload.summary', { done: countOf(files, 'done'), failed: countOf(files, 'failed') }) : ''}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={close} disabled={busy}>{t('upload.close')}</Button>
            <Button type="primary" loading={busy} disabled={waiting === 0} onClick={() => form.submit()}>{t('upload.start', { count: waiting })}</Button>
          </Flex>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ rule: defaultProcessRuleValues() }} onFinish={(values) => void sendAll(values)} disabled={busy}>
        <Upload.Dragger multiple accept={DOCUMENT_ACCEPT} showUploadList={false} beforeUpload={pick} disabled={busy} style={{ marginBottom: 12 }}>
          <p style={{ fontSize: 32, color: '#5778ff', margin: '0 0 8px' }}><CloudUploadOutlined /></p>
          <Typography.Text strong>{t('upload.drop')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 12px 0', fontSize: 12 }}>{t('upload.dropHint', { size: DOCUMENT_MAX_MB })}</Typography.Paragraph>
        </Upload.Dragger>
        {files.length > 0 ? (
          <div style={{ marginBottom: 12 }}>
            {files.map((item) => <FileRow key={item.uid} item={item} busy={busy} onRemove={(uid) => update((current) => current.filter((entry) => entry.uid !== uid))} />)}
          </div>
        ) : null}
        <ProcessRuleFields />
      </Form>
    </Modal>
  );
}
