import { describe, expect, it } from 'vitest';
import { changedFields, toFormValues } from './agent-form.ts';
import { fromContextRows, toContextRows } from './context-rows.ts';

describe('context source rows', () => {
  it('turns header objects into rows and back, dropping blank URLs and keyless headers', () => {
    const rows = toContextRows([{ url: 'https://a.example/ctx', headers: { Authorization: 'Bearer x' } }]);
    expect(rows).toEqual([{ url: 'https://a.example/ctx', headers: [{ key: 'Authorization', value: 'Bearer x' }] }]);
    expect(
      fromContextRows([
        ...rows,
        { url: '   ', headers: [{ key: 'k', value: 'v' }] },
        { url: ' https://b.example ', headers: [{ key: ' X-Id ', value: '1' }, { key: '  ', value: 'ignored' }] },
      ]),
    ).toEqual([
      { url: 'https://a.example/ctx', headers: { Authorization: 'Bearer x' } },
      { url: 'https://b.example', headers: { 'X-Id': '1' } },
    ]);
  });

  it('sends context sources only when they changed, whatever the key order of their headers', () => {
    const agent = {
      id: 'a', userId: 'u', agentCode: null, agentName: 'x', asrModelId: null, vadModelId: null, llmModelId: null, slmModelId: null, vllmModelId: null,
      ttsModelId: null, ttsVoiceId: null, memModelId: null, intentModelId: null, ttsLanguage: null, ttsVolume: null, ttsRate: null, ttsPitch: null,
      systemPrompt: null, summaryMemory: null, chatHistoryConf: 0, langCode: null, language: null, sort: 0, createdAt: '', updatedAt: '', functions: [],
      contextProviders: [{ url: 'https://a.example', headers: { a: '1', b: '2' } }],
    };
    const baseline = toFormValues(agent);
    expect(changedFields(baseline, { ...baseline, contextProviders: [{ url: 'https://a.example', headers: { b: '2', a: '1' } }] })).toEqual({});
    const next = [{ url: 'https://c.example', headers: {} }];
    expect(changedFields(baseline, { ...baseline, contextProviders: next })).toEqual({ contextProviders: next });
  });
});
