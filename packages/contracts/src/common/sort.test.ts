import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listSortOf, sortQuery } from './sort.ts';

const query = z.object(sortQuery(['name', 'size']));
const read = (input: Record<string, string>) => listSortOf(query.parse(input), { sort: 'size', order: 'descend' });

describe('sortQuery and listSortOf', () => {
  it('keep the usual order when neither is sent, and sort a field without an order ascending', () => {
    expect(read({})).toEqual({ sort: 'size', order: 'descend' });
    expect(read({ sort: 'name' })).toEqual({ sort: 'name', order: 'ascend' });
    expect(read({ sort: 'size' })).toEqual({ sort: 'size', order: 'ascend' });
  });

  it("read upstream's asc and desc as ascend and descend", () => {
    expect(read({ sort: 'name', order: 'desc' })).toEqual({ sort: 'name', order: 'descend' });
    expect(read({ order: 'asc' })).toEqual({ sort: 'size', order: 'ascend' });
    expect(read({ order: 'descend' })).toEqual({ sort: 'size', order: 'descend' });
  });

  it('refuse another field or order', () => {
    expect(query.safeParse({ sort: 'password' }).success).toBe(false);
    expect(query.safeParse({ order: 'up' }).success).toBe(false);
  });
});
