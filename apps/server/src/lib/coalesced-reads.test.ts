import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CoalescedReads } from './coalesced-reads.ts';

interface Row {
  id: string;
  name: string;
}

const TABLE: Row[] = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }];

function tableReads(fail: () => boolean = () => false) {
  const statements: string[][] = [];
  const reads = new CoalescedReads<Row>(async (keys) => {
    statements.push(keys);
    if (fail()) throw new Error('connection lost');
    return TABLE.filter((row) => keys.includes(row.id));
  }, (row) => row.id);
  return { reads, statements };
}

describe('point reads of one turn of the event loop', () => {
  it('go out as one statement of their keys, each answered with its own row', async () => {
    const { reads, statements } = tableReads();
    const answers = await Promise.all(['b', 'a', 'x', 'b'].map((key) => reads.read(key)));
    expect(answers).toEqual([TABLE[1], TABLE[0], undefined, TABLE[1]]);
    expect(statements).toEqual([['b', 'a', 'x']]);
  });

  it('of a later turn go out in a statement of their own', async () => {
    const { reads, statements } = tableReads();
    expect(await reads.read('a')).toEqual(TABLE[0]);
    const later = reads.read('c');
    await nextTurn();
    const evenLater = reads.read('b');
    expect([await later, await evenLater]).toEqual([TABLE[2], TABLE[1]]);
    expect(statements).toEqual([['a'], ['c'], ['b']]);
  });

  it('all fail with their statement, and the next ones are read again', async () => {
    let failing = true;
    const { reads } = tableReads(() => failing);
    const failed = await Promise.allSettled([reads.read('a'), reads.read('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    expect(await reads.read('a')).toEqual(TABLE[0]);
  });
});
