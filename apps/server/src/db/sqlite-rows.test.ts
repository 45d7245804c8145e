import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { rowReader } from './sqlite-rows.ts';

describe('rows read from SQLite', () => {
  const db = new DatabaseSync(':memory:');
  afterEach(() => db.exec('drop table if exists t'));

  it('are plain objects with every column and value, as node:sqlite reads them', () => {
    db.exec("create table t (id text primary key, n integer, r real, b blob, empty text); insert into t values ('a', 7, 1.5, x'0102', null), ('b', 8, 2.5, null, 'x')");
    const query = 'select * from t order by id';
    const rows = rowReader(db.prepare(query)).all([]);
    expect(rows).toEqual(db.prepare(query).all().map((row) => ({ ...row })));
    expect(rows[0]).toEqual({ id: 'a', n: 7, r: 1.5, b: new Uint8Array([1, 2]), empty: null });
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    // What the device path does with a row: copy it with a few fields changed.
    expect({ ...rows[1], n: 9 }).toEqual({ id: 'b', n: 9, r: 2.5, b: null, empty: 'x' });
  });

  it('take parameters, and iterate in order', () => {
    db.exec("create table t (id text, n integer); insert into t values ('a', 1), ('b', 2), ('c', 3)");
    const reader = rowReader(db.prepare('select id from t where n >= ? order by n'));
    expect(reader.all([2])).toEqual([{ id: 'b' }, { id: 'c' }]);
    expect([...reader.iterate([1])]).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  it('keep the later of two columns with one name, as node:sqlite does', () => {
    expect(rowReader(db.prepare('select 1 as a, 2 as a, 3 as b')).all([])).toEqual([{ a: 2, b: 3 }]);
  });

  it('never take a column named __proto__ as their prototype', () => {
    const [row] = rowReader(db.prepare("select 'polluted' as __proto__, 1 as n")).all([]);
    expect(Object.getPrototypeOf(row)).toBeNull();
    expect(row!['__proto__']).toBe('polluted');
    expect(row!.n).toBe(1);
  });
});
