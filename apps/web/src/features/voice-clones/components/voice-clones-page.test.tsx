import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pubConfigEndpoints, type VoiceClone, voiceClonesEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const base: VoiceClone = {
  id: 'c1', name: '妈妈的声音', language: 'zh', demo_url: '/xiaozhi/v1/voice-clones/c1/demo/abc', state: 'Success', tier: 'free', error: '',
  tts_model_id: 'TTS_MinimaxStreamTTS', tts_model_name: 'MiniMax流式语音合成', created_at: '2025-06-01 12:00:00', updated_at: '2025-06-01 12:00:00',
};
let restore: () => void = () => undefined;
let fetchMock: ReturnType<typeof stubEndpoints>;

const stub = (voices: VoiceClone[], available = true) => {
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(voiceClonesEndpoints.getV1VoiceClonesSupport, () => ({ available, platforms: available ? [{ id: 'TTS_MinimaxStreamTTS', modelName: 'MiniMax', type: 'minimax_httpstream' }] : [] })),
    route(voiceClonesEndpoints.getV1VoiceClones, () => ({ voices })),
    route(voiceClonesEndpoints.deleteV1VoiceClones, () => ({}), { id: 'c2' }),
  ]);
};

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
});
afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
});

describe('voice clone cards', { timeout: 20_000 }, () => {
  it('shows each slot with its state, language and demo, hides delete for a paid slot and deletes an empty one at once', async () => {
    stub([base, { ...base, id: 'c2', name: '空栏位', state: 'Init', demo_url: '' }, { ...base, id: 'c3', name: '付费', tier: 'pro', state: 'Failed', demo_url: '', error: '1004 auth failed' }]);
    restore = renderRoute('/voice-clone').restoreNavigator;
    const cards = await screen.findAllByTestId('voice-clone-card', {}, { timeout: 5000 });
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('复刻成功')).toBeTruthy();
    expect(within(cards[0]!).getByText('中文')).toBeTruthy();
    expect(within(cards[0]!).getByLabelText('试听复刻音色').getAttribute('src')).toBe(base.demo_url);
    expect(within(cards[1]!).queryByLabelText('试听复刻音色')).toBeNull();
    expect(within(cards[2]!).getByText('训练失败：1004 auth failed')).toBeTruthy();
    expect(within(cards[2]!).queryByRole('button', { name: /删\s?除/ })).toBeNull();
    fireEvent.click(within(cards[1]!).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(callsTo(fetchMock, voiceClonesEndpoints.deleteV1VoiceClones, { id: 'c2' })).toHaveLength(1));
  });

  it('says plainly when no TTS can clone, with the way to model configuration', async () => {
    stub([], false);
    restore = renderRoute('/voice-clone').restoreNavigator;
    expect(await screen.findByText('还不能复刻声音', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往模型配置' }).getAttribute('href')).toContain('/model-config');
    expect(screen.queryByRole('button', { name: '新建音色' })).toBeNull();
  });
});
