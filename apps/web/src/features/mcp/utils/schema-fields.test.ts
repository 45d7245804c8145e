import { describe, expect, it } from 'vitest';
import { initialValues, readableKey, schemaFields, toSchemaValues } from './schema-fields.ts';

const schema = {
  type: 'object',
  properties: {
    city: { type: 'string', title: '城市', description: 'Which city' },
    days: { type: 'integer', default: 3, minimum: 1 },
    ratio: { type: ['number', 'null'] },
    metric: { type: 'boolean' },
    unit: { type: 'string', enum: ['c', 'f'], default: 'c' },
    token: { type: 'string', format: 'password' },
    filters: { type: 'object' },
  },
  required: ['city', 'token'],
};

describe('schema fields', () => {
  it('reads types, enums, secrets, required keys, titles and descriptions', () => {
    const fields = schemaFields(schema);
    expect(fields.map((field) => [field.key, field.kind, field.required])).toEqual([
      ['city', 'string', true],
      ['days', 'integer', false],
      ['ratio', 'number', false],
      ['metric', 'boolean', false],
      ['unit', 'enum', false],
      ['token', 'secret', true],
      ['filters', 'json', false],
    ]);
    expect(fields[0]).toMatchObject({ label: '城市', description: 'Which city' });
    expect(fields[4]?.options).toEqual(['c', 'f']);
    expect(initialValues(fields)).toEqual({ city: '', days: 3, ratio: null, metric: false, unit: 'c', token: '', filters: '' });
  });

  it('sends filled values in their types and leaves empty optional ones out', () => {
    const fields = schemaFields(schema);
    const values = { city: 'Hangzhou', days: '5', ratio: null, metric: true, unit: 'f', token: 's3cret', filters: '{"a":1}' };
    expect(toSchemaValues(fields, values)).toEqual({ city: 'Hangzhou', days: 5, metric: true, unit: 'f', token: 's3cret', filters: { a: 1 } });
    expect(toSchemaValues(fields, { city: 'x', token: 'y' })).toEqual({ city: 'x', metric: false, token: 'y' });
  });

  it('labels a property without a title by its key in words, not the raw key', () => {
    const fields = schemaFields({ properties: { reset_header_default_value: { type: 'boolean' }, baseURL: { type: 'string' }, API_TOKEN: { type: 'string' } } });
    expect(fields.map((field) => field.label)).toEqual(['Reset header default value', 'Base URL', 'Api token']);
    expect(readableKey('config_schema')).toBe('Config schema');
    expect(readableKey('maxRetries')).toBe('Max retries');
  });

  it('asks for nothing when the schema has no properties', () => {
    expect(schemaFields({ type: 'object' })).toEqual([]);
    expect(schemaFields(null)).toEqual([]);
  });
});
