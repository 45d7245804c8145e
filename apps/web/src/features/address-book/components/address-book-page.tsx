import type { AddressBookEntry } from '@vox/contracts';
import { App, Button, Grid, Popconfirm, Select, Space, Switch, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '../../../components/icons.tsx';
import { PageTable } from '../../../components/page-table.tsx';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useAddressBook, useAddressBookDevices, useDeleteAddressBookEntry, useSaveAddressBookEntry } from '../api/address-book.ts';
import { deviceName } from './device-label.ts';
import { EntryDialog } from './entry-dialog.tsx';

const FILTERS = ['device'] as const;

/**
 * Address book: per device, the names it calls the owner's other devices by and whether it may
 * call them; xiaozhi-server's call_device plugin resolves "call <name>" through it.
 */
export function AddressBookPage() {
  const { t } = useTranslation('addressBook');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const paging = useTableUrlState(FILTERS);
  const devices = useAddressBookDevices();
  const allDevices = useMemo(() => devices.data ?? [], [devices.data]);
  const mac = allDevices.some((device) => device.macAddress === paging.filters.device) ? paging.filters.device : allDevices[0]?.macAddress;
  const entries = useAddressBook(mac);
  const remove = useDeleteAddressBookEntry();
  const toggle = useSaveAddressBookEntry({ silent: false });
  const [editing, setEditing] = useState<AddressBookEntry | 'new' | null>(null);

  const list = useMemo(() => entries.data ?? [], [entries.data]);
  const candidates = useMemo(() => {
    const taken = new Set(list.map((entry) => entry.targetMac));
    return allDevices.filter((device) => device.macAddress !== mac && !taken.has(device.macAddress));
  }, [allDevices, list, mac]);
  const page = { list: list.slice((paging.page - 1) * paging.limit, paging.page * paging.limit), total: list.length, page: paging.page, limit: paging.limit };

  const deviceOptions = useMemo(() => {
    const groups = new Map<string, { label: string; options: { value: string; label: string }[] }>();
    for (const device of allDevices) {
      const agent = device.agentName ?? t('noAgent');
      const group = groups.get(agent) ?? { label: agent, options: [] };
      group.options.push({ value: device.macAddress, label: device.alias ? `${device.alias} · ${device.macAddress}` : device.macAddress });
      groups.set(agent, group);
    }
    return [...groups.values()];
  }, [allDevices, t]);

  const onDelete = (row: AddressBookEntry) =>
    remove
      .mutateAsync({ mac: mac!, targetMac: row.targetMac })
      .then(() => void message.success(t('toast.deleted')))
      .catch(() => undefined);

  const onToggle = (row: AddressBookEntry, hasPermission: boolean) =>
    toggle.mutateAsync({ mac: mac!, targetMac: row.targetMac, body: { alias: row.alias, hasPermission }, existing: true }).catch(() => undefined);

  const target = (row: AddressBookEntry) => (
    <Space direction="vertical" size={0}>
      <Typography.Text>{deviceName({ alias: row.targetDeviceAlias, macAddress: row.targetMac })}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.targetMac}
        {row.targetAgentName ? ` · ${row.targetAgentName}` : ''}
      </Typography.Text>
    </Space>
  );

  const columns: TableColumnsType<AddressBookEntry> = [
    {
      title: t('field.alias'),
      dataIndex: 'alias',
      ellipsis: wide,
      render: (alias: string, row) =>
        wide ? (
          <Typography.Text strong>{alias}</Typography.Text>
        ) : (
          <Space direction="vertical" size={2}>
            <Typography.Text strong>{alias}</Typography.Text>
            {target(row)}
          </Space>
        ),
    },
    { title: t('field.target'), key: 'target', hidden: !wide, render: (_, row) => target(row) },
    {
      title: t('field.permission'),
      dataIndex: 'hasPermission',
      width: wide ? 120 : 76,
      render: (allowed: boolean, row) => (
        <Switch size="small" checked={allowed} aria-label={t('aria.permission', { name: row.alias })} loading={toggle.isPending && toggle.variables?.targetMac === row.targetMac} onChange={(checked) => void onToggle(row, checked)} />
      ),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      width: wide ? 140 : 96,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(row)}>{t('action.edit')}</Button>
          <Popconfirm title={t('confirm.delete', { name: row.alias })} okButtonProps={{ danger: true }} onConfirm={() => onDelete(row)}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTable<AddressBookEntry>
        title={t('title')}
        filters={
          <>
            <Select
              aria-label={t('field.device')}
              style={{ width: wide ? 360 : '100%' }}
              value={mac}
              placeholder={t('placeholder.device')}
              loading={devices.isLoading}
              notFoundContent={t('empty.devices')}
              options={deviceOptions}
              showSearch
              optionFilterProp="label"
              onChange={(value: string) => paging.setFilter('device', value)}
            />
            <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>{t('hint.page')}</Typography.Text>
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} disabled={!mac || candidates.length === 0} onClick={() => setEditing('new')}>
            {t('action.add')}
          </Button>
        }
        paging={paging}
        data={mac ? page : { list: [], total: 0, page: 1, limit: paging.limit }}
        loading={devices.isLoading || entries.isFetching || remove.isPending}
        emptyText={allDevices.length === 0 && !devices.isLoading ? t('empty.devices') : t('empty.entries')}
        rowKey="targetMac"
        columns={columns}
        minWidth={640}
      />
      {mac ? <EntryDialog mac={mac} subject={editing} candidates={candidates} wide={wide} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
