import { fireEvent, screen, waitFor } from '@testing-library/react';
import { agentsEndpoints, pubConfigEndpoints, v1ModelsEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentSummary } from '../../../testing/agent-fixtures.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const voice = {
  id: 'TTS_EdgeTTS0001',
  name: '晓晓',
  demo: 'https://example.com/xiaoxiao.mp3',
  tts_model_id: 'TTS_EdgeTTS',
  tts_voice: 'zh-CN-XiaoxiaoNeural',
  tags: { languages: ['普通话'], age: 'adult', gender: 'female', styles: ['wenrou'], scenes: ['assistant'], profile: 'standard', emotions: [] },
};

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;
const voiceCalls = () => callsTo(fetchMock, v1ModelsEndpoints.getV1Voices).map(([url]) => String(url));

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(v1ModelsEndpoints.getV1Voices, () => ({ voices: [voice] })),
    route(agentsEndpoints.getAgentList, () => [agentSummary]),
    route(agentsEndpoints.putAgent, () => null, { id: 'a1' }),
  ]);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async (path: string) => {
  restore = renderRoute(path).restoreNavigator;
  await screen.findByText('晓晓', {}, { timeout: 5000 });
};

describe('voice selection', { timeout: 20_000 }, () => {
  it('sends every filter, unset ones empty, from the URL', async () => {
    await open('/voice-selection?gender=female&style=wenrou&voiceName=晓');
    expect(voiceCalls()).toContain(`/v1/voices?voiceName=${encodeURIComponent('晓')}&language=&age=&gender=female&style=wenrou&profile=&scene=`);
    expect(voiceCalls()).toContain('/v1/voices?voiceName=&language=&age=&gender=&style=&profile=&scene=');
    expect(screen.getAllByText('温柔').length).toBeGreaterThan(0);
  });

  it('shows the profile tag in the user\'s language, not its code', async () => {
    await open('/voice-selection');
    await screen.findAllByText('温柔');
    expect(screen.getAllByText('标准').length).toBeGreaterThan(0);
    expect(screen.queryByText('standard')).toBeNull();
  });

  it('applies a picked filter to the query', async () => {
    await open('/voice-selection');
    fireEvent.mouseDown(screen.getByLabelText('性别'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === '男声');
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() => expect(voiceCalls()).toContain('/v1/voices?voiceName=&language=&age=&gender=male&style=&profile=&scene='));
  });

  it("saves the voice and its TTS model on the agent the user came from", async () => {
    await open('/voice-selection?agentId=a1');
    fireEvent.click(screen.getByText('用于智能体'));
    await screen.findByText(agentSummary.agentName);
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).not.toHaveLength(0));
    expect(sentBody(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toEqual({ ttsModelId: 'TTS_EdgeTTS', ttsVoiceId: 'TTS_EdgeTTS0001' });
  });
});
