import type { PageData, TtsVoiceDetail } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createUser } from '../../../test/helper.ts';

describe('TTS voice management', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
  });
  afterAll(() => app.close());

  const list = async (query: string) => (await admin.request<PageData<TtsVoiceDetail>>({ method: 'GET', url: `/xiaozhi/ttsVoice?${query}` })).data;
  const body = { ttsModelId: 'TTS_EdgeTTS', ttsVoice: 'zh-CN-XiaohanNeural', name: '晓涵', languages: '普通话', remark: '新', sort: 20, voiceDemo: 'https://cdn.example.com/xiaohan.mp3' };

  it('pages the voices of one model by sort, filterable by name; the dialog may ask for all at once', async () => {
    const first = await list('ttsModelId=TTS_EdgeTTS&page=1&limit=10');
    expect(first.total).toBe(11);
    expect(first.list[0]).toEqual({
      id: 'TTS_EdgeTTS0001', ttsModelId: 'TTS_EdgeTTS', ttsVoice: 'zh-CN-XiaoxiaoNeural', name: 'EdgeTTS女声-晓晓', languages: '普通话', voiceDemo: null,
      remark: null, referenceAudio: null, referenceText: null, sort: 1,
    });
    expect((await list('ttsModelId=TTS_EdgeTTS&page=2&limit=10')).list).toHaveLength(1);
    expect((await list('ttsModelId=TTS_EdgeTTS&page=1&limit=10000')).list).toHaveLength(11);
    expect((await list(`ttsModelId=TTS_EdgeTTS&name=${encodeURIComponent('香港')}`)).total).toBe(3);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/ttsVoice' })).code).toBe(400);
  });

  it('adds, edits and deletes voices with their checks', async () => {
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/ttsVoice', payload: body })).code).toBe(0);
    const added = (await list(`ttsModelId=TTS_EdgeTTS&name=${encodeURIComponent('晓涵')}`)).list[0]!;
    expect(added).toMatchObject({ ttsVoice: 'zh-CN-XiaohanNeural', voiceDemo: 'https://cdn.example.com/xiaohan.mp3', sort: 20, remark: '新' });
    expect((await admin.request({ method: 'PUT', url: `/xiaozhi/ttsVoice/${added.id}`, payload: { ...body, name: '晓涵2', voiceDemo: '' } })).code).toBe(0);
    expect((await list(`ttsModelId=TTS_EdgeTTS&name=${encodeURIComponent('晓涵2')}`)).list[0]).toMatchObject({ id: added.id, voiceDemo: null });
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/ttsVoice', payload: { ...body, name: '一二三四五六七八九十一二三四五六七八九十一' } })).code).toBe(400);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/ttsVoice', payload: { ...body, voiceDemo: 'javascript:alert(1)' } })).code).toBe(400);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/ttsVoice', payload: { ...body, voiceDemo: 'ftp://x/y.mp3' } })).code).toBe(400);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/ttsVoice', payload: { ...body, ttsVoice: '' } })).code).toBe(400);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/ttsVoice', payload: { ...body, ttsModelId: 'LLM_AliLLM' } })).code).toBe(612);
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/ttsVoice/nope', payload: body })).code).toBe(612);
    // An agent using a deleted voice falls back to none.
    const owner = consoleFor(app, await createUser(app));
    const agentId = await owner.createAgent();
    await owner.updateAgent(agentId, { ttsModelId: 'TTS_EdgeTTS', ttsVoiceId: added.id });
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/ttsVoice/delete', payload: [added.id] })).code).toBe(0);
    expect((await app.services.repos.agents.findById(agentId))?.tts_voice_id).toBeNull();
    expect((await list('ttsModelId=TTS_EdgeTTS')).total).toBe(11);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/ttsVoice/delete', payload: ['nope'] })).code).toBe(10043);
  });
});
