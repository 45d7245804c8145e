import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pubConfigEndpoints, v1ModelsEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const mine = {
  id: 'm1',
  model_type: 'llm',
  name: '我的GPT',
  config: { type: 'openai', base_url: 'https://api.example.com/v1', model_name: 'gpt-4o-mini', api_key: 'sk-a****wxyz', temperature: 0.3 },
  comment: null,
  is_enabled: true,
  is_private: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(v1ModelsEndpoints.getV1Models, () => ({ models: [mine] })),
    route(v1ModelsEndpoints.putV1Models, () => ({}), { id: 'm1' }),
    route(v1ModelsEndpoints.postV1ModelsTest, () => ({ ok: false, error: '接口返回 401：密钥无效' }), { id: 'm1' }),
  ]);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async () => {
  restore = renderRoute('/llm-edit').restoreNavigator;
  await screen.findByText('我的GPT', {}, { timeout: 5000 });
};

describe('private LLMs', { timeout: 20_000 }, () => {
  it('lists the llm models and shows a failed test with its reason', async () => {
    await open();
    expect(String(callsTo(fetchMock, v1ModelsEndpoints.getV1Models)[0]?.[0])).toBe('/v1/models?model_type=llm');
    fireEvent.click(screen.getByText(/^测\s*试$/));
    expect(await screen.findByText('接口返回 401：密钥无效')).toBeTruthy();
  });

  it('saves an edit with the masked key untouched and numbers in place', async () => {
    await open();
    fireEvent.click(screen.getByText(/^编\s*辑$/));
    const name = await screen.findByDisplayValue('我的GPT');
    fireEvent.change(name, { target: { value: '我的GPT-2' } });
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(callsTo(fetchMock, v1ModelsEndpoints.putV1Models, { id: 'm1' })).toHaveLength(1));
    expect(sentBody(fetchMock, v1ModelsEndpoints.putV1Models, { id: 'm1' })).toEqual({
      name: '我的GPT-2',
      comment: '',
      model_type: 'llm',
      config: { type: 'openai', base_url: 'https://api.example.com/v1', model_name: 'gpt-4o-mini', api_key: 'sk-a****wxyz', temperature: 0.3, max_tokens: '' },
    });
  });
});
