import type { BoundDevice } from '@vox/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { deviceColumns } from './devices-columns.tsx';

const device = (id: string, fields: Partial<BoundDevice>): BoundDevice => ({
  id,
  agentId: 'a1',
  macAddress: `mac-${id}`,
  board: null,
  deviceType: null,
  appVersion: null,
  alias: null,
  autoUpdate: 1,
  createDate: '2026-11-01 00:00:00',
  createDateTimestamp: '0',
  lastConnectedAtTimestamp: null,
  ...fields,
});

const t = ((key: string) => key) as unknown as TFunction<'devices'>;
const columns = deviceColumns(t, {
  wide: true,
  zone: 'UTC',
  onRemark: () => Promise.resolve(),
  onAutoUpdate: () => undefined,
  onUnbind: () => Promise.resolve(),
  onFlashTheme: () => undefined,
  boardLabel: (code) => (code === 'esp-box-3' ? 'ESP BOX 3' : code),
  presence: new Map(),
});

/** The ids in the order a column's sorter puts them (ascending). */
function sortedBy(title: string, devices: BoundDevice[]): string[] {
  const column = columns.find((item) => item.title === title) as { sorter?: (a: BoundDevice, b: BoundDevice) => number } | undefined;
  if (!column?.sorter) throw new Error(`no sorter on ${title}`);
  return [...devices].sort(column.sorter).map((item) => item.id);
}

describe('device list sorting', () => {
  it('puts online devices after every last-seen time when sorting by status', () => {
    const online = device('on', { lastConnectedAtTimestamp: '1700000000000' });
    const recent = device('recent', { lastConnectedAtTimestamp: '1795000000000' });
    const presence = new Map([['on', { id: 'on', online: true, lastSeenAt: '2023-11-14T22:13:20.000Z' }]]);
    const withPresence = deviceColumns(t, { wide: true, zone: 'UTC', onRemark: () => Promise.resolve(), onAutoUpdate: () => undefined, onUnbind: () => Promise.resolve(), onFlashTheme: () => undefined, boardLabel: (code) => code, presence });
    const column = withPresence.find((item) => item.title === 'column.status') as { sorter: (a: BoundDevice, b: BoundDevice) => number };
    expect([online, recent].sort(column.sorter).map((item) => item.id)).toEqual(['recent', 'on']);
  });

  it('sorts by bind time, last seen (never-seen first when ascending), remark (none last) and board label', () => {
    const a = device('a', { createDate: '2026-11-03 08:00:00', lastConnectedAtTimestamp: '1795000000000', alias: '卧室', board: 'esp-box-3' });
    const b = device('b', { createDate: '2026-11-01 08:00:00', lastConnectedAtTimestamp: null, alias: null, board: 'bread-compact-wifi' });
    const c = device('c', { createDate: '2026-11-02 08:00:00', lastConnectedAtTimestamp: '1794000000000', alias: '客厅', board: null });
    expect(sortedBy('column.boundAt', [a, b, c])).toEqual(['b', 'c', 'a']);
    expect(sortedBy('column.status', [a, b, c])).toEqual(['b', 'c', 'a']);
    expect(sortedBy('column.remark', [a, b, c]).at(-1)).toBe('b');
    expect(sortedBy('column.board', [a, b, c])).toEqual(['b', 'a', 'c']);
  });
});
