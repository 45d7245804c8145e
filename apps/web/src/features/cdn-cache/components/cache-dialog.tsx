import { Alert, App, Button, Empty, List, Modal, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CACHE_RECHECK_MS } from '../../../config/cdn.ts';
import { cacheApiSupported, clearAllCaches, readCdnCacheStatus, type CachedResource, type CdnCacheStatus } from '../api/cache-status.ts';
import { useCacheDialogTrigger } from './use-cache-dialog-trigger.ts';

function ResourceList({ title, items }: { title: string; items: CachedResource[] }) {
  const { t } = useTranslation('cdn');
  return (
    <List
      size="small"
      header={<Typography.Text strong>{title}</Typography.Text>}
      dataSource={items}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
      renderItem={(item) => (
        <List.Item extra={<Tag color={item.cached ? 'success' : 'default'}>{item.cached ? t('cached') : t('notCached')}</Tag>}>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{item.url}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

/** The hidden CDN cache dialog: Alt+C or window.checkCDNCacheStatus(), only in CDN mode. */
export function CacheDialog() {
  const { t } = useTranslation('cdn');
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CdnCacheStatus | null>(null);
  const supported = cacheApiSupported();

  const load = useCallback(async () => {
    try {
      setStatus(await readCdnCacheStatus());
    } catch {
      message.error(t('loadFailed'));
    }
  }, [message, t]);

  useCacheDialogTrigger(() => setOpen(true));
  useEffect(() => {
    if (open && supported) void load();
  }, [open, supported, load]);

  const refresh = () => {
    message.info(t('refreshing'));
    // Give a worker that is still filling its caches a moment before reading them again.
    setTimeout(() => void load(), CACHE_RECHECK_MS);
  };

  const clear = () =>
    modal.confirm({
      title: t('confirmTitle'),
      content: t('confirmClear'),
      onOk: async () => {
        try {
          await clearAllCaches();
          message.success(t('cleared'));
          await load();
        } catch {
          message.error(t('clearFailed'));
        }
      },
      onCancel: () => void message.info(t('clearCancelled')),
    });

  const footer = supported ? (
    <Space wrap>
      <Button onClick={() => setOpen(false)}>{t('close')}</Button>
      <Button onClick={refresh}>{t('refresh')}</Button>
      <Button danger onClick={clear}>{t('clear')}</Button>
    </Space>
  ) : (
    <Button type="primary" onClick={() => window.location.reload()}>{t('reloadPage')}</Button>
  );

  return (
    <Modal open={open} title={t('title')} onCancel={() => setOpen(false)} footer={footer} width={640}>
      {!supported ? (
        <Alert type="error" showIcon message={t('unsupported')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {status && status.totalCached === 0 ? <Alert type="warning" showIcon message={t('noneCached')} /> : null}
          <Typography.Text>{t('count', { count: status?.totalCached ?? 0 })}</Typography.Text>
          <ResourceList title={t('scripts')} items={status?.js ?? []} />
          <ResourceList title={t('stylesheets')} items={status?.css ?? []} />
        </Space>
      )}
    </Modal>
  );
}
