import type { BoundDevice, DevicePresence } from '@vox/contracts';
import { Badge, Button, Flex, Popconfirm, Switch, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { EmptyValue } from '../../../components/empty-value.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { formatDateTime, parseEpochMs, parseUtc } from '../../../lib/date-time.ts';
import { RemarkCell } from './remark-cell.tsx';

export interface DeviceRowHandlers {
  /** The zone times are shown in (the user menu's choice); passing it re-renders them when it changes. */
  zone: string;
  /** Desktop shows every column; phones one "device" column plus the switch and the action, with no sideways scrolling. */
  wide: boolean;
  onRemark: (device: BoundDevice, alias: string) => Promise<void>;
  onAutoUpdate: (device: BoundDevice, on: boolean) => void;
  onUnbind: (device: BoundDevice) => Promise<unknown>;
  onFlashTheme: (device: BoundDevice) => void;
  /** The board's dictionary label (FIRMWARE_TYPE) for its code. */
  boardLabel: (code: string | null) => string | null;
  /** Online or last seen per device id; absent while it loads. */
  presence: ReadonlyMap<string, DevicePresence>;
}

const PHONE_LINK = { paddingInline: 0, whiteSpace: 'normal', height: 'auto', textAlign: 'left', lineHeight: 1.3 } as const;

/** The list holds every device of the agent, so it sorts in the browser; unknown values sort last. */
const byText = (pick: (device: BoundDevice) => string | null) => (a: BoundDevice, b: BoundDevice) =>
  (pick(a) ?? '\uffff').localeCompare(pick(b) ?? '\uffff');
const byTime = (pick: (device: BoundDevice) => Date | null) => (a: BoundDevice, b: BoundDevice) =>
  (pick(a)?.getTime() ?? 0) - (pick(b)?.getTime() ?? 0);

const seenAt = (device: BoundDevice, presence: ReadonlyMap<string, DevicePresence>) => {
  const at = presence.get(device.id)?.lastSeenAt;
  return at ? new Date(at) : parseEpochMs(device.lastConnectedAtTimestamp);
};

/** "Online", else when it was last heard from. */
const lastSeen = (device: BoundDevice, t: TFunction<'devices'>, presence: ReadonlyMap<string, DevicePresence>) =>
  presence.get(device.id)?.online ? (
    <Badge status="success" text={t('presence.online')} />
  ) : (
    <Flex gap={4} align="center" wrap>
      <Badge status="default" />
      <TimeAgo date={seenAt(device, presence)} empty={<Typography.Text type="secondary">{t('lastSeen.never')}</Typography.Text>} />
    </Flex>
  );

function CompactDevice({ device, handlers, t }: { device: BoundDevice; handlers: DeviceRowHandlers; t: TFunction<'devices'> }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <RemarkCell alias={device.alias} onSave={(alias) => handlers.onRemark(device, alias)} />
      <Typography.Text code style={{ fontSize: 12 }}>{device.macAddress}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[handlers.boardLabel(device.board), device.appVersion && `v${device.appVersion}`].filter(Boolean).join(' · ')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {lastSeen(device, t, handlers.presence)}
      </Typography.Text>
    </Flex>
  );
}

export function deviceColumns(t: TFunction<'devices'>, handlers: DeviceRowHandlers): TableColumnsType<BoundDevice> {
  const { wide } = handlers;
  return [
    { title: t('column.device'), key: 'device', hidden: wide, render: (_, device) => <CompactDevice device={device} handlers={handlers} t={t} /> },
    { title: t('column.remark'), dataIndex: 'alias', width: 200, hidden: !wide, sorter: byText((device) => device.alias), render: (_, device) => <RemarkCell alias={device.alias} onSave={(alias) => handlers.onRemark(device, alias)} /> },
    { title: t('column.mac'), dataIndex: 'macAddress', width: 170, hidden: !wide, sorter: byText((device) => device.macAddress), render: (mac: string) => <Typography.Text copyable={{ text: mac }}>{mac}</Typography.Text> },
    { title: t('column.board'), dataIndex: 'board', ellipsis: true, hidden: !wide, sorter: byText((device) => handlers.boardLabel(device.board)), render: (board: string | null) => <EmptyValue value={handlers.boardLabel(board)} /> },
    { title: t('column.firmware'), dataIndex: 'appVersion', width: 110, hidden: !wide, sorter: byText((device) => device.appVersion), render: (version: string | null) => <EmptyValue value={version} /> },
    {
      title: t('column.boundAt'),
      dataIndex: 'createDate',
      width: 170,
      hidden: !wide,
      sorter: byTime((device) => parseUtc(device.createDate)),
      render: (value: string) => {
        const date = parseUtc(value);
        return date ? formatDateTime(date, handlers.zone) : <EmptyValue value={null} />;
      },
    },
    { title: t('column.status'), key: 'lastSeen', width: 140, hidden: !wide, sorter: byTime((device) => (handlers.presence.get(device.id)?.online ? new Date(8.64e15) : seenAt(device, handlers.presence))), render: (_, device) => lastSeen(device, t, handlers.presence) },
    {
      title: wide ? t('column.autoUpdate') : t('column.autoUpdateShort'),
      dataIndex: 'autoUpdate',
      width: wide ? 100 : 76,
      render: (value: number, device) => (
        <Switch size={wide ? 'medium' : 'small'} checked={value === 1} aria-label={t('column.autoUpdate')} onChange={(on) => handlers.onAutoUpdate(device, on)} />
      ),
    },
    {
      // On phones the red "Unbind" explains itself; the header would only squeeze the device column.
      title: wide ? t('column.actions') : null,
      key: 'actions',
      width: wide ? 150 : 72,
      render: (_, device) => (
        <Flex gap={wide ? 12 : 4} vertical={!wide} align="flex-start">
          {/* Phones keep the column narrow: a longer label (English) wraps instead of running past the card. */}
          <Button type="link" size="small" style={wide ? { paddingInline: 0 } : PHONE_LINK} onClick={() => handlers.onFlashTheme(device)}>{t('theme.action')}</Button>
          <Popconfirm title={t('unbind.confirm', { name: device.alias || device.macAddress })} description={t('unbind.consequence')} okButtonProps={{ danger: true }} onConfirm={() => handlers.onUnbind(device)}>
            <Button type="link" size="small" danger style={{ paddingInline: 0 }}>{t('unbind.action')}</Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
}
