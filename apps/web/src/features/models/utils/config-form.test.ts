import { describe, expect, it } from 'vitest';
import { fieldRule } from '@vox/contracts';
import { fieldProblem, parseFields, toConfigJson, toFormValues } from './config-form.ts';

const fields = parseFields(
  JSON.stringify([
    { key: 'base_url', label: '基础URL', type: 'string' },
    { key: 'api_key', label: 'API密钥', type: 'string' },
    { key: 'temperature', label: '温度', type: 'number', default: 0.7 },
    { key: 'stream', label: '流式', type: 'boolean', default: true },
    { key: 'variables', label: '变量', type: 'dict' },
    { key: 'app_secret', label: '密钥', type: 'password' },
  ]),
);

describe('provider field schema → form', () => {
  it('maps each field type to an input kind; secrets by type or by sensitive key', () => {
    expect(fields.map((field) => fieldRule(field).kind)).toEqual(['url', 'secret', 'number', 'boolean', 'object', 'secret']);
  });

  it('fills from the saved config, else from defaults, and pretty-prints dicts', () => {
    const values = toFormValues(fields, { base_url: 'https://x', api_key: 'sk-a****wxyz', temperature: '0.2', variables: { a: 1 } });
    expect(values).toEqual({ base_url: 'https://x', api_key: 'sk-a****wxyz', temperature: '0.2', stream: true, variables: '{\n  "a": 1\n}', app_secret: '' });
    expect(toFormValues(fields, null)).toMatchObject({ temperature: '0.7', stream: true, base_url: '' });
  });

  it('builds configJson in the field types plus type = provider code, masks passing through', () => {
    const config = toConfigJson(fields, { base_url: 'https://x', api_key: 'sk-a****wxyz', temperature: 0.5, stream: true, variables: '{"k":"v"}', app_secret: 's' }, 'openai');
    expect(config).toEqual({ base_url: 'https://x', api_key: 'sk-a****wxyz', temperature: 0.5, stream: true, variables: { k: 'v' }, app_secret: 's', type: 'openai' });
  });

  it('names what is wrong with a typed value, by the rule the server applies', () => {
    const [baseUrl, , temperature, , variables] = fields;
    expect(fieldProblem(temperature!, 'abc')).toEqual({ reason: 'number' });
    expect(fieldProblem(temperature!, ' 3 ')).toEqual({ reason: 'range', min: 0, max: 2 });
    expect(fieldProblem(temperature!, ' 1.5 ')).toBeNull();
    expect(fieldProblem(baseUrl!, 'api.deepseek.com')).toEqual({ reason: 'url' });
    expect(fieldProblem(variables!, '{')).toEqual({ reason: 'json' });
    expect(toConfigJson(fields, { temperature: ' 1.5 ' }, 'openai')).toMatchObject({ temperature: 1.5 });
  });

  it('ignores a broken schema instead of failing', () => {
    expect(parseFields('not json')).toEqual([]);
    expect(parseFields('{"key":"x"}')).toEqual([]);
  });
});
