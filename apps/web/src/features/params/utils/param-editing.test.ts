import { describe, expect, it } from 'vitest';
import { fromEditorText, toEditorText, valueProblem } from './param-editing.ts';

describe('param editing', () => {
  it('edits arrays one item per line and saves them joined by ;', () => {
    expect(toEditorText('array', '退出;关闭')).toBe('退出\n关闭');
    expect(fromEditorText('array', '退出;\n\n 关闭 \n')).toBe('退出;关闭');
  });

  it('pretty-prints json for editing and minifies it on save', () => {
    expect(toEditorText('json', '{"a":[1,2]}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(fromEditorText('json', '{\n  "a": 1\n}')).toBe('{"a":1}');
    expect(fromEditorText('json', '{ broken')).toBe('{ broken');
  });

  it('checks values as the server does', () => {
    expect(valueProblem('number', '1.5')).toBeNull();
    expect(valueProblem('number', 'x')).toBe('number');
    expect(valueProblem('boolean', 'TRUE')).toBeNull();
    expect(valueProblem('boolean', 'yes')).toBe('boolean');
    expect(valueProblem('json', '[1]')).toBe('json');
    expect(valueProblem('string', ' ')).toBe('required');
  });
});
