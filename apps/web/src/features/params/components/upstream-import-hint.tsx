import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommandFlagsText } from '../../../components/command-flags-text.tsx';
import { CopyOutlined } from '../../../components/icons.tsx';
import { storageKeys } from '../../../config/storage-keys.ts';
import { UPSTREAM_MERGE_COMMAND, UPSTREAM_README_SECTION } from '../../../config/upstream-import.ts';
import { useCopy } from '../../../hooks/use-copy.ts';
import { useDismissed } from '../../../hooks/use-dismissed.ts';
import { useUpstreamImports } from '../api/upstream-import.ts';

/** Until this console has imported a xiaozhi-esp32-server installation, and unless closed: how to bring one in. */
export function UpstreamImportHint() {
  const { t } = useTranslation('params');
  const copy = useCopy();
  const [dismissed, dismiss] = useDismissed(storageKeys.upstreamHintParams);
  const { data } = useUpstreamImports();
  if (dismissed || !data || data.imports.length > 0) return null;
  return (
    <Alert
      type="info"
      role="note"
      showIcon
      closable={{ onClose: dismiss, 'aria-label': t('upstream.close') }}
      style={{ marginBottom: 16 }}
      data-testid="upstream-import-hint"
      title={t('upstream.title')}
      description={
        <Flex vertical gap={8}>
          <Typography.Text><CommandFlagsText text={t('upstream.text')} /></Typography.Text>
          <Flex gap={8} align="flex-start">
            <pre style={{ flex: 1, minWidth: 0, margin: 0, padding: '6px 10px', borderRadius: 6, background: 'var(--ant-color-fill-tertiary)', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {UPSTREAM_MERGE_COMMAND}
            </pre>
            <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(UPSTREAM_MERGE_COMMAND)}>{t('upstream.copy')}</Button>
          </Flex>
          <Typography.Text type="secondary">
            {t('upstream.readme')} <Typography.Text code>{UPSTREAM_README_SECTION}</Typography.Text>
          </Typography.Text>
        </Flex>
      }
    />
  );
}
