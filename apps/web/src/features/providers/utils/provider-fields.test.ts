import { describe, expect, it } from 'vitest';
import { fieldsProblem, moveRow, rowsFromFields, serializeFields } from './provider-fields.ts';

describe('provider field rows', () => {
  it('serialises rows to the JSON list the server stores, typing defaults and dropping empty rows', () => {
    const rows = rowsFromFields(JSON.stringify([{ key: 'base_url', label: '基础URL', type: 'string' }, { key: 'temperature', label: '温度', type: 'number', default: 0.7 }]));
    rows.push({ rowId: 'x', key: 'variables', label: '', type: 'dict', default: '{"a":1}', limits: '' }, { rowId: 'y', key: ' ', label: 'blank', type: 'string', default: '', limits: '' });
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

  it('carries a number range and enum options both ways, and refuses limits it cannot read', () => {
    const rows = rowsFromFields(JSON.stringify([{ key: 'temperature', label: '温度', type: 'number', min: 0, max: 2 }, { key: 'mode', label: '模式', type: 'enum', options: ['chat', 'agent'] }]));
    expect(rows.map((row) => row.limits)).toEqual(['0..2', 'chat,agent']);
    rows.push({ rowId: 'n', key: 'max_tokens', label: '最大令牌数', type: 'integer', default: '', limits: '1..' });
    expect(JSON.parse(serializeFields(rows))).toEqual([
      { key: 'temperature', label: '温度', type: 'number', min: 0, max: 2 },
      { key: 'mode', label: '模式', type: 'enum', options: ['chat', 'agent'] },
      { key: 'max_tokens', label: '最大令牌数', type: 'integer', min: 1 },
    ]);
    expect(fieldsProblem([{ ...rows[0]!, limits: '2..0' }])).toBe('limitsInvalid');
    expect(fieldsProblem([{ ...rows[0]!, limits: 'warm' }])).toBe('limitsInvalid');
    expect(fieldsProblem([{ ...rows[1]!, limits: ' , ' }])).toBe('limitsInvalid');
  });
});
