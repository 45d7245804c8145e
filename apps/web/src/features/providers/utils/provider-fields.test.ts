import { describe, expect, it } from 'vitest';
import { fieldsProblem, moveRow, rowsFromFields, serializeFields } from './provider-fields.ts';

describe('provider field rows', () => {
  it('serialises rows to the JSON list the server stores, typing defaults and dropping empty rows', () => {
    const rows = rowsFromFields(JSON.stringify([{ key: 'base_url', label: '基础URL', type: 'string' }, { key: 'temperature', label: '温度', type: 'number', default: 0.7 }]));
    rows.push({ rowId: 'x', key: 'variables', label: '', type: 'dict', default: '{"a":1}' }, { rowId: 'y', key: ' ', label: 'blank', type: 'string', default: '' });
    expect(JSON.parse(serializeFields(rows))).toEqual([
      { key: 'base_url', label: '基础URL', type: 'string' },
      { key: 'temperature', label: '温度', type: 'number', default: 0.7 },
      { key: 'variables', label: 'variables', type: 'dict', default: { a: 1 } },
    ]);
  });

  it('reorders and checks keys as the server would', () => {
    const rows = rowsFromFields(JSON.stringify([{ key: 'a', label: 'A', type: 'string' }, { key: 'b', label: 'B', type: 'string' }]));
    expect(moveRow(rows, 1, -1).map((row) => row.key)).toEqual(['b', 'a']);
    expect(moveRow(rows, 0, -1).map((row) => row.key)).toEqual(['a', 'b']);
    expect(fieldsProblem(rows)).toBeNull();
    expect(fieldsProblem([...rows, { ...rows[0]!, rowId: 'z' }])).toBe('keyDuplicate');
    expect(fieldsProblem([{ ...rows[0]!, key: '1x' }])).toBe('keyInvalid');
  });
});
