import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CoalescedReads } from './coalesced-reads.ts';

interface Row {
  id: string;
  name: string;
}

const TABLE: Row[] = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }];

/** A table's reads; `refuse` says when the database refuses a statement of these keys. */
function tableReads(refuse: (keys: string[]) => boolean = () => false) {
  const statements: string[][] = [];
  const reads = new CoalescedReads<Row>(async (keys) => {
    statements.push(keys);
    if (refuse(keys)) throw new Error('refused');
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

  it('all fail when the database is away, and the next ones are read again', async () => {
    let failing = true;
    const { reads, statements } = tableReads(() => failing);
    const failed = await Promise.allSettled([reads.read('a'), reads.read('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(statements).toEqual([['a', 'b'], ['a'], ['b']]);
    failing = false;
    expect(await reads.read('a')).toEqual(TABLE[0]);
  });

  it('never fail for a key the database refuses that another reader sent', async () => {
    // PostgreSQL refuses a whole statement for one NUL byte in one of its keys.
    const { reads, statements } = tableReads((keys) => keys.some((key) => key.includes('\u0000')));
    const answers = await Promise.allSettled([reads.read('a'), reads.read('bad\u0000'), reads.read('c'), reads.read('a')]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'refused'))).toEqual([TABLE[0], 'refused', TABLE[2], TABLE[0]]);
    expect(statements).toEqual([['a', 'bad\u0000', 'c'], ['a'], ['bad\u0000'], ['c']]);
  });
});
