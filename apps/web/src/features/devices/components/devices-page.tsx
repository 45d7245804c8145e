import type { BoundDevice } from '@vox/contracts';
import { Alert, Card, Flex, Grid, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../../components/pagination.ts';
import { DEFAULT_LIMIT } from '../../../config/ui.ts';
import { useBoardTypes } from '../api/get-board-types.ts';
import { useBoundDevices } from '../api/get-devices.ts';
import { useDevicePresence } from '../api/presence.ts';
import { PendingDevicesCard } from './pending-devices-card.tsx';
import { useDeviceActions } from '../hooks/use-device-actions.ts';
import { ActivationCodeDialog } from './activation-code-dialog.tsx';
import { deviceColumns } from './devices-columns.tsx';
import { DevicesEmpty } from './devices-empty.tsx';
import { DevicesToolbar } from './devices-toolbar.tsx';
import { filterDevices } from '../utils/filter-devices.ts';
import { ManualAddDialog } from './manual-add-dialog.tsx';
import { FlashThemeDialog } from './flash-theme-dialog.tsx';
import { useTimeZone } from '../../../stores/ui-store.ts';

interface Props {
  agentId: string;
  /** The page header's right side, e.g. a switch to another agent's devices. */
  headerExtra?: ReactNode;
}

/** /device-management?agentId=: one agent's devices; search and paging happen here. */
export function DevicesPage({ agentId, headerExtra }: Props) {
  const { t } = useTranslation(['devices', 'common']);
  const wide = Grid.useBreakpoint().md ?? false;
  const { data: devices = [], isLoading } = useBoundDevices(agentId);
  const actions = useDeviceActions(agentId);
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_LIMIT });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'bind' | 'manual' | null>(null);
  const [flashing, setFlashing] = useState<BoundDevice | null>(null);
  const rows = filterDevices(devices, search);
  const selected = devices.filter((device) => selectedIds.includes(device.id));
  const { boardLabel } = useBoardTypes();
  const { data: presence } = useDevicePresence(agentId);
  const presenceById = new Map((presence?.devices ?? []).map((entry) => [entry.id, entry]));
  const onlineOf = (device: BoundDevice | null) => (device ? presenceById.get(device.id)?.online : undefined);
  const columns = deviceColumns(t, { wide, zone: useTimeZone(), onRemark: actions.onRemark, onAutoUpdate: actions.onAutoUpdate, onUnbind: (device) => actions.unbind([device]), onFlashTheme: setFlashing, boardLabel, presence: presenceById });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-end" wrap gap={12}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>{t('title')}</Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        {headerExtra}
      </Flex>
      {presence?.gatewayFailed ? <Alert type="warning" showIcon message={t('presence.gatewayFailed')} /> : null}
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <DevicesToolbar
          search={search}
          onSearch={(text) => {
            setSearch(text);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          selected={selected}
          onClearSelection={() => setSelectedIds([])}
          onUnbindSelected={() => actions.unbind(selected).then(() => setSelectedIds([]))}
          onBind={() => setDialog('bind')}
          onManualAdd={() => setDialog('manual')}
        />
        <Table<BoundDevice>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={isLoading || actions.busy}
          size={wide ? 'middle' : 'small'}
          tableLayout="fixed"
          scroll={wide ? { x: 1080 } : undefined}
          locale={{ emptyText: isLoading ? ' ' : search ? t('search.noMatch') : <DevicesEmpty onBind={() => setDialog('bind')} /> }}
          rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(String)), columnWidth: wide ? 48 : 32 }}
          pagination={
            rows.length > DEFAULT_LIMIT
              ? tablePagination({ ...paging, total: rows.length, onChange: (page, limit) => setPaging({ page, limit }), showTotal: true })
              : false
          }
        />
      </Card>
      <PendingDevicesCard agentId={agentId} wide={wide} boardLabel={boardLabel} />
      <ActivationCodeDialog agentId={agentId} open={dialog === 'bind'} onClose={() => setDialog(null)} />
      <ManualAddDialog agentId={agentId} open={dialog === 'manual'} onClose={() => setDialog(null)} />
      <FlashThemeDialog device={flashing} online={onlineOf(flashing)} wide={wide} onClose={() => setFlashing(null)} />
    </Flex>
  );
}
