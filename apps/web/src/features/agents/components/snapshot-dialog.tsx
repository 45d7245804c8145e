import type { AgentSnapshot, AgentSnapshotDetail } from '@vox/contracts';
import { Alert, App, Button, Flex, Grid, Modal, Skeleton, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined } from '../../../components/icons.tsx';
import { useAgentSnapshot, useAgentSnapshots, useRestoreAgentSnapshot } from '../api/agent-snapshots.ts';
import { snapshotFieldLabel, snapshotSourceKey } from '../utils/snapshot-fields.ts';
import { SnapshotView } from './snapshot-view.tsx';

const PAGE_SIZE = 10;
const SOURCE_COLORS: Record<string, string> = { initial: 'default', config: 'blue', restore: 'purple' };

interface Props {
  agentId: string;
  open: boolean;
  /** Unsaved edits on the page, which a restore replaces. */
  dirty: boolean;
  onClose: () => void;
}

function SourceTag({ row }: { row: AgentSnapshot }) {
  const { t } = useTranslation('agents');
  return <Tag color={SOURCE_COLORS[row.source]}>{t(snapshotSourceKey(row.source), { n: row.restoreFromVersionNo ?? '' })}</Tag>;
}

function ChangedFields({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('agents');
  if (fields.length === 0) return <Typography.Text type="secondary">{t('history.noChanges')}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {fields.map((field) => {
        const key = snapshotFieldLabel(field);
        return <Tag key={field} style={{ marginInlineEnd: 0 }}>{key ? t(key) : field}</Tag>;
      })}
    </Flex>
  );
}

interface DetailProps {
  agentId: string;
  snapshotId: string;
  wide: boolean;
  restoring: boolean;
  onBack: () => void;
  onRestore: (row: AgentSnapshotDetail, currentStateToken: string) => void;
}

/** One version beside the current configuration, with a restore that carries the state token it was shown with. */
function DetailPane({ agentId, snapshotId, wide, restoring, onBack, onRestore }: DetailProps) {
  const { t } = useTranslation('agents');
  const detail = useAgentSnapshot(agentId, snapshotId);
  const shown = detail.data;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>{t('history.back')}</Button>
        {shown ? (
          <Button type="primary" loading={restoring} onClick={() => onRestore(shown, shown.currentStateToken)}>
            {t('history.restoreThis', { n: shown.versionNo })}
          </Button>
        ) : null}
      </Flex>
      {detail.isLoading ? <Skeleton active /> : null}
      {detail.error ? <Alert type="error" showIcon title={detail.error.message} /> : null}
      {shown ? (
        <>
          <Typography.Text type="secondary">{t('history.viewHint', { n: shown.versionNo, time: shown.createdAt })}</Typography.Text>
          <SnapshotView detail={shown} wide={wide} />
        </>
      ) : null}
    </Flex>
  );
}

/** "History versions": versions with time and changed fields, one version's config, restore. */
export function SnapshotDialog({ agentId, open, dirty, onClose }: Props) {
  const { t } = useTranslation('agents');
  const { message, modal } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useAgentSnapshots(agentId, page, PAGE_SIZE, open);
  const restore = useRestoreAgentSnapshot(agentId);

  const close = () => {
    setViewing(null);
    onClose();
  };

  const confirmRestore = (row: Pick<AgentSnapshot, 'id' | 'versionNo'>, currentStateToken?: string) =>
    modal.confirm({
      title: t('history.confirmTitle', { n: row.versionNo }),
      content: dirty ? `${t('history.confirmContent')} ${t('history.confirmDirty')}` : t('history.confirmContent'),
      okText: t('history.restore'),
      onOk: () =>
        restore
          .mutateAsync({ snapshotId: row.id, ...(currentStateToken ? { currentStateToken } : {}) })
          .then(() => {
            void message.success(t('history.restored', { n: row.versionNo }));
            close();
          })
          // The request layer has shown why; the dialog stays for another choice.
          .catch(() => undefined),
    });

  const columns: TableColumnsType<AgentSnapshot> = [
    { title: t('history.column.versionNo'), dataIndex: 'versionNo', width: 80, render: (n: number) => <Typography.Text strong>v{n}</Typography.Text> },
    {
      title: t('history.column.time'),
      dataIndex: 'createdAt',
      width: wide ? 170 : undefined,
      render: (value: string, row) => (
        <Space direction="vertical" size={2}>
          <span>{value}</span>
          {wide ? null : <SourceTag row={row} />}
        </Space>
      ),
    },
    { title: t('history.column.source'), dataIndex: 'source', width: 130, hidden: !wide, render: (_, row) => <SourceTag row={row} /> },
    { title: t('history.column.changed'), dataIndex: 'changedFields', hidden: !wide, render: (fields: string[]) => <ChangedFields fields={fields} /> },
    {
      title: t('history.column.actions'),
      key: 'actions',
      width: wide ? 150 : 90,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setViewing(row.id)}>{t('history.view')}</Button>
          <Button type="link" size="small" onClick={() => confirmRestore(row)}>{t('history.restore')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <Modal open={open} title={t('history.title')} onCancel={close} footer={null} width={wide ? 960 : undefined} destroyOnHidden>
      {viewing ? (
        <DetailPane agentId={agentId} snapshotId={viewing} wide={wide} restoring={restore.isPending} onBack={() => setViewing(null)} onRestore={confirmRestore} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('history.hint')}</Typography.Paragraph>
          <Table<AgentSnapshot>
            size="small"
            rowKey="id"
            loading={list.isFetching}
            columns={columns}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('history.empty') }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          />
        </>
      )}
    </Modal>
  );
}
