import { screen } from '@testing-library/react';
import { pubConfigEndpoints, voiceClonesEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

let restore: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
});
afterEach(() => {
  restore();
  restore = () => undefined;
  useSessionStore.getState().clearAuth();
});

describe('voice clone training page', { timeout: 20_000 }, () => {
  it('/voice-clone-train without ?id= says no voice was chosen instead of spinning for ever', async () => {
    const fetchMock = stubEndpoints([route(pubConfigEndpoints.getUserPubConfig, () => ({}))]);
    restore = renderRoute('/voice-clone-train').restoreNavigator;
    expect(await screen.findByText('未选择要训练的音色，请从声音复刻列表中选择', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回声音复刻' })).toBeTruthy();
    expect(callsTo(fetchMock, voiceClonesEndpoints.getV1VoiceClonesById)).toHaveLength(0);
  });
});
