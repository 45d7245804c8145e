import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_READ_MS, RecentReads, RecentReadsByArea, type WriteAnnouncements } from './recent-reads.ts';

describe('RecentReads', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses a read for a second, then reads again', async () => {
    vi.useFakeTimers();
    const reads = new RecentReads<string>();
    const load = vi.fn(async () => 'ws://a');
    await reads.read('server.websocket', load);
    await reads.read('server.websocket', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RECENT_READ_MS);
    expect(await reads.read('server.websocket', load)).toBe('ws://a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart and drops them all on a write', async () => {
    const reads = new RecentReads<string>();
    expect(await reads.read('a', async () => 'one')).toBe('one');
    expect(await reads.read('b', async () => 'two')).toBe('two');
    expect(await reads.read('a', async () => 'changed')).toBe('one');
    reads.invalidate();
    expect(await reads.read('a', async () => 'changed')).toBe('changed');
    expect(await reads.read('b', async () => 'changed')).toBe('changed');
  });

  it('does not keep a read that a write overtook', async () => {
    const reads = new RecentReads<string>();
    let finish = (_: string) => {};
    const slow = reads.read('k', () => new Promise((resolve) => (finish = resolve)));
    reads.invalidate();
    finish('old');
    expect(await slow).toBe('old');
    expect(await reads.read('k', async () => 'new')).toBe('new');
  });

  it('gives each area its own reads, the same ones each time it is asked', () => {
    const areas = new RecentReadsByArea();
    expect(areas.of('params')).toBe(areas.of('params'));
    expect(areas.of('params')).not.toBe(areas.of('firmware'));
  });

  it('announces a write by its area, and forgets an area another process announced without announcing it again', async () => {
    const announced: string[] = [];
    let heard = (_: string) => {};
    const announcements: WriteAnnouncements = { announce: (area) => announced.push(area), listen: (handler) => (heard = handler), close: async () => {} };
    const areas = new RecentReadsByArea(announcements);
    const params = areas.of<string>('params');
    const firmware = areas.of<string>('firmware');
    await params.read('k', async () => 'old');
    await firmware.read('k', async () => 'old');
    heard('params');
    expect(await params.read('k', async () => 'new')).toBe('new');
    expect(await firmware.read('k', async () => 'new')).toBe('old');
    expect(announced).toEqual([]);
    firmware.invalidate();
    expect(announced).toEqual(['firmware']);
  });
});
