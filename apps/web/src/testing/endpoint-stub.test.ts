import { dictsEndpoints } from '@vox/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, reached, route, stubEndpoints } from './endpoint-stub.ts';

afterEach(() => vi.unstubAllGlobals());

const at = (path: string) => new URL(path, 'http://localhost');

describe('endpoint stubs', () => {
  it('tell the endpoint a request reached as the router does: fixed segments before parameters', () => {
    expect(reached('GET', at('/xiaozhi/admin/dict/type/page?page=1'))?.endpoint).toBe(dictsEndpoints.getAdminDictTypePage);
    expect(reached('GET', at('/xiaozhi/admin/dict/type/t1'))).toEqual({ endpoint: dictsEndpoints.getAdminDictType, params: { id: 't1' } });
  });

  it('answer with the last stub that fits, and code 404 where none does', async () => {
    const mock = stubEndpoints([
      route(dictsEndpoints.getAdminDictType, () => 'any'),
      route(dictsEndpoints.getAdminDictType, () => 'first', { id: 't1' }),
    ]);
    const data = async (path: string) => ((await (await fetch(path)).json()) as { code: number; data: unknown });
    expect(await data('/xiaozhi/admin/dict/type/t1')).toMatchObject({ code: 0, data: 'first' });
    expect(await data('/xiaozhi/admin/dict/type/t2')).toMatchObject({ code: 0, data: 'any' });
    expect(await data('/xiaozhi/admin/dict/type/page')).toMatchObject({ code: 404 });
    expect(callsTo(mock, dictsEndpoints.getAdminDictType)).toHaveLength(2);
    expect(callsTo(mock, dictsEndpoints.getAdminDictType, { id: 't2' })).toHaveLength(1);
  });
});
