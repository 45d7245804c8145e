import { describe, expect, it } from 'vitest';
import { checkFieldValue, fieldRule, isServiceUrl } from './field-rules.ts';

const rule = (key: string, type: string, extra: object = {}) => fieldRule({ key, label: key, type, ...extra });

describe('provider field rules', () => {
  it('gives well-known keys their ranges and kinds', () => {
    expect(rule('temperature', 'number')).toEqual({ kind: 'number', min: 0, max: 2 });
    expect(rule('max_tokens', 'number')).toEqual({ kind: 'integer', min: 1, max: 1_000_000 });
    expect(rule('base_url', 'string').kind).toBe('url');
    expect(rule('api_key', 'string').kind).toBe('secret');
    expect(rule('voice', 'string').kind).toBe('text');
    expect(rule('temperature', 'number', { max: 1 })).toMatchObject({ max: 1, min: 0 });
  });

  it('refuses what DeepSeek’s form used to swallow, and keeps good values typed', () => {
    expect(checkFieldValue(rule('temperature', 'number'), 'abc')).toEqual({ problem: { reason: 'number' } });
    expect(checkFieldValue(rule('max_tokens', 'number'), '-5')).toEqual({ problem: { reason: 'range', min: 1, max: 1_000_000 } });
    expect(checkFieldValue(rule('max_tokens', 'number'), 1.5)).toEqual({ problem: { reason: 'integer' } });
    expect(checkFieldValue(rule('temperature', 'number'), '0.7')).toEqual({ value: 0.7 });
    expect(checkFieldValue(rule('temperature', 'number'), '')).toEqual({ value: '' });
  });

  it('checks addresses, choices, booleans and JSON', () => {
    expect(checkFieldValue(rule('base_url', 'string'), 'api.deepseek.com')).toEqual({ problem: { reason: 'url' } });
    expect(checkFieldValue(rule('url', 'string'), 'ws://127.0.0.1:8092/tts')).toEqual({ value: 'ws://127.0.0.1:8092/tts' });
    expect(checkFieldValue(rule('mode', 'enum', { options: ['chat', 'agent'] }), 'talk')).toEqual({ problem: { reason: 'option', options: ['chat', 'agent'] } });
    expect(checkFieldValue(rule('streaming', 'boolean'), 'yes')).toEqual({ problem: { reason: 'boolean' } });
    expect(checkFieldValue(rule('headers', 'dict'), '{"a":1}')).toEqual({ value: { a: 1 } });
    expect(checkFieldValue(rule('headers', 'dict'), '[1]')).toEqual({ problem: { reason: 'object' } });
    expect(checkFieldValue(rule('devices', 'array'), '{')).toEqual({ problem: { reason: 'json' } });
    expect(checkFieldValue(rule('voice', 'string'), 'x'.repeat(2001))).toEqual({ problem: { reason: 'tooLong', max: 2000 } });
  });

  it('knows a service address when it sees one', () => {
    for (const good of ['https://api.deepseek.com', 'http://localhost:11434', 'wss://h/api?x=1', 'http://[::1]:8080/v1']) expect(isServiceUrl(good)).toBe(true);
    for (const bad of ['', 'ftp://x', 'https://', 'http://a b', 'localhost:80']) expect(isServiceUrl(bad)).toBe(false);
  });
});
