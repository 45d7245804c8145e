import type { PendingDevice } from '@vox/contracts';
import { Button, Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyValue } from '../../../components/empty-value.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { usePendingDevices } from '../api/presence.ts';
import { PendingBindDialog } from './pending-bind-dialog.tsx';

interface Props {
  agentId: string;
  wide: boolean;
  boardLabel: (code: string | null) => string | null;
}

/**
 * Devices that checked in without an owner in the last 24 h, so a user can tell which one is theirs (board, firmware,
 * when) and bind it here by typing the code it shows. MACs and codes are masked unless the server revealed them (admins).
 */
export function PendingDevicesCard({ agentId, wide, boardLabel }: Props) {
  const { t } = useTranslation('devices');
  const { data: devices = [], isPending } = usePendingDevices();
  const [binding, setBinding] = useState<PendingDevice | null>(null);
  const bindButton = (device: PendingDevice) => (
    <Button size="small" type="primary" ghost onClick={() => setBinding(device)} aria-label={t('pending.bindNamed', { mac: device.macAddress })}>
      {t('pending.bind')}
    </Button>
  );
  const columns: TableColumnsType<PendingDevice> = [
    {
      title: t('column.device'),
      key: 'device',
      hidden: wide,
      render: (_, device) => (
        <Flex vertical gap={2}>
          <Typography.Text code style={{ fontSize: 12 }}>{device.macAddress}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[boardLabel(device.board), device.appVersion && `v${device.appVersion}`].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <TimeAgo date={new Date(device.checkedInAt)} /> · {t('pending.code')} {device.activationCode}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('column.mac'), dataIndex: 'macAddress', width: 170, hidden: !wide },
    { title: t('column.board'), dataIndex: 'board', ellipsis: true, hidden: !wide, render: (board: string | null) => <EmptyValue value={boardLabel(board)} /> },
    { title: t('column.firmware'), dataIndex: 'appVersion', width: 110, hidden: !wide, render: (version: string | null) => <EmptyValue value={version} /> },
    { title: t('pending.checkedIn'), dataIndex: 'checkedInAt', width: 140, hidden: !wide, render: (at: string) => <TimeAgo date={new Date(at)} /> },
    { title: t('pending.code'), dataIndex: 'activationCode', width: 110, hidden: !wide, render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { title: wide ? t('column.actions') : null, key: 'actions', width: wide ? 100 : 76, render: (_, device) => bindButton(device) },
  ];

  return (
    <Card variant="borderless" title={t('pending.title')} styles={{ body: { padding: wide ? 24 : 12 } }}>
      <Typography.Paragraph type="secondary">{t('pending.description')}</Typography.Paragraph>
      <Table<PendingDevice>
        rowKey="id"
        columns={columns}
        dataSource={devices}
        loading={isPending}
        size={wide ? 'middle' : 'small'}
        tableLayout="fixed"
        pagination={devices.length > 10 ? { pageSize: 10, size: 'small' } : false}
        locale={{ emptyText: isPending ? ' ' : t('pending.empty') }}
      />
      <PendingBindDialog agentId={agentId} device={binding} onClose={() => setBinding(null)} boardLabel={boardLabel} />
    </Card>
  );
}
