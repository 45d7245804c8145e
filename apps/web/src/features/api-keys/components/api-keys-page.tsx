import { KeyOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { API_KEYS_PER_USER_MAX, type ApiKeyView } from '@vox/contracts';
import { Alert, App, Button, Card, Flex, Grid, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import { useApiKeys, useDeleteApiKey, useRevealApiKey } from '../api/api-keys.ts';
import { ApiKeyDialog } from './api-key-dialog.tsx';
import { RevealDialog } from './reveal-dialog.tsx';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';

interface RowHandlers {
  wide: boolean;
  zone: string;
  onReveal: (row: ApiKeyView) => void;
  onEdit: (row: ApiKeyView) => void;
  onDelete: (row: ApiKeyView) => Promise<unknown>;
}

/** When and why a key stopped working, in the owner's words: their password changed or was reset, or they were disabled. */
function RevokedNote({ row, t, zone }: { row: ApiKeyView; t: TFunction<'apiKeys'>; zone: string }) {
  if (!row.revoked_at || !row.revoked_reason) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12 }}>
      {t('revoked.when', { time: formatDateTime(new Date(row.revoked_at), zone), reason: t(`revoked.reason.${row.revoked_reason}`) })}
    </Typography.Text>
  );
}

function columns(t: TFunction<'apiKeys'>, h: RowHandlers): TableColumnsType<ApiKeyView> {
  const when = (value: string | null) => (value ? formatDateTime(new Date(value), h.zone) : t('neverUsed'));
  return [
    {
      title: t('field.desc'),
      dataIndex: 'desc',
      render: (_: string, row) => (
        <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
          <Typography.Text strong>
            {row.desc || t('noDesc')}
            {row.revoked_at ? <Tag color="red" style={{ marginInlineStart: 8 }}>{t('revoked.tag')}</Tag> : null}
          </Typography.Text>
          <RevokedNote row={row} t={t} zone={h.zone} />
          {h.wide ? null : (
            <>
              <Typography.Text style={{ fontFamily: MONO, fontSize: 12 }}>{row.key}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('field.lastUsed')}：{when(row.last_used_at)}</Typography.Text>
            </>
          )}
        </Space>
      ),
    },
    { title: t('field.key'), dataIndex: 'key', width: 180, hidden: !h.wide, render: (value: string) => <Typography.Text style={{ fontFamily: MONO }}>{value}</Typography.Text> },
    { title: t('field.created'), dataIndex: 'created_at', width: 180, hidden: !h.wide, render: (value: string) => when(value) },
    { title: t('field.lastUsed'), dataIndex: 'last_used_at', width: 180, hidden: !h.wide, render: (value: string | null) => when(value) },
    {
      title: t('column.actions'),
      key: 'actions',
      width: h.wide ? 220 : 96,
      render: (_, row) => (
        <Space size={0} wrap>
          {row.revoked_at ? null : (
            <>
              <Button type="link" size="small" onClick={() => h.onReveal(row)}>{t('action.reveal')}</Button>
              <Button type="link" size="small" onClick={() => h.onEdit(row)}>{t('action.edit')}</Button>
            </>
          )}
          <Popconfirm title={t('confirm.delete', { desc: row.desc || t('noDesc') })} description={t('confirm.deleteHint')} okButtonProps={{ danger: true }} onConfirm={() => h.onDelete(row)}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/** `/api-key-management`: the caller's keys for scripts and integrations. */
export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const zone = useTimeZone();
  const { data, isFetching } = useApiKeys();
  const reveal = useRevealApiKey();
  const remove = useDeleteApiKey();
  const [editing, setEditing] = useState<ApiKeyView | 'new' | null>(null);
  const [revealed, setRevealed] = useState<{ key: ApiKeyView; fresh: boolean } | null>(null);

  const show = (row: ApiKeyView, fresh: boolean) => reveal.mutate(row.id, { onSuccess: (key) => setRevealed({ key, fresh }) });
  // A failure is shown by the query client; the promise settles so the confirmation closes.
  const onDelete = (row: ApiKeyView) => remove.mutateAsync(row.id).then(() => void message.success(t('toast.deleted')), () => undefined);
  const full = (data?.length ?? 0) >= API_KEYS_PER_USER_MAX;
  const revokedCount = data?.filter((row) => row.revoked_at).length ?? 0;

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
            <KeyOutlined /> {t('description', { max: API_KEYS_PER_USER_MAX })}
          </Typography.Text>
          <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing('new')}>{t('action.create')}</Button>
        </Flex>
        {revokedCount > 0 ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('revoked.notice', { count: revokedCount })} /> : null}
        <Table<ApiKeyView>
          rowKey="id"
          columns={columns(t, { wide, zone, onReveal: (row) => show(row, false), onEdit: setEditing, onDelete })}
          dataSource={data ?? []}
          loading={isFetching || remove.isPending || reveal.isPending}
          locale={{ emptyText: t('empty') }}
          pagination={false}
        />
      </Card>
      <ApiKeyDialog subject={editing} onClose={() => setEditing(null)} onCreated={(created) => show(created, true)} />
      <RevealDialog revealed={revealed?.key ?? null} fresh={revealed?.fresh ?? false} onClose={() => setRevealed(null)} />
    </>
  );
}
