import { fireEvent, screen, waitFor } from '@testing-library/react';
import { providersEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const provider = {
  id: 'p1',
  modelType: 'LLM',
  providerCode: 'openai',
  name: 'OpenAI接口',
  fields: JSON.stringify([{ key: 'base_url', label: '基础URL', type: 'string' }]),
  sort: 1,
  creator: null,
  createDate: '2026-01-01 00:00:00',
  updater: null,
  updateDate: '2026-01-01 00:00:00',
};

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(providersEndpoints.getModelsProvider, () => ({ total: 1, list: [provider] })),
    route(providersEndpoints.putModelsProvider, (_url, init) => JSON.parse(String(init.body)) as unknown),
    route(providersEndpoints.postModelsProviderDelete, () => jsonResponse({ code: 613, msg: '', data: null })),
  ]);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async (path = '/provider-management') => {
  restore = renderRoute(path).restoreNavigator;
  await screen.findByText('OpenAI接口', {}, { timeout: 5000 });
};

describe('provider management', { timeout: 20_000 }, () => {
  it('sends page, limit and both filters, empty when unset', async () => {
    await open('/provider-management?modelType=LLM');
    expect(String(callsTo(fetchMock, providersEndpoints.getModelsProvider)[0]?.[0])).toBe('/xiaozhi/models/provider?page=1&limit=10&modelType=LLM&name=');
  });

  it('edits a provider and sends its fields as a serialised list', async () => {
    await open();
    fireEvent.click(screen.getByText(/^编\s*辑$/));
    const key = await screen.findByDisplayValue('base_url');
    fireEvent.click(screen.getByText('添加字段'));
    const keys = screen.getAllByLabelText('字段键');
    fireEvent.change(keys[1]!, { target: { value: 'temperature' } });
    fireEvent.change(screen.getAllByLabelText('默认值')[1]!, { target: { value: '0.5' } });
    fireEvent.click(screen.getAllByLabelText('上移')[1]!);
    expect(key).toBeTruthy();
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(callsTo(fetchMock, providersEndpoints.putModelsProvider)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, providersEndpoints.putModelsProvider)[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'p1', modelType: 'LLM', providerCode: 'openai', name: 'OpenAI接口', sort: 1 });
    expect(typeof body.fields).toBe('string');
    expect(JSON.parse(String(body.fields))).toEqual([
      { key: 'temperature', label: 'temperature', type: 'string', default: '0.5' },
      { key: 'base_url', label: '基础URL', type: 'string' },
    ]);
  });

  it('deletes with the id list and shows the SPEC text when the server gives no msg', async () => {
    await open();
    fireEvent.click(screen.getByText(/^删\s*除$/));
    const popup = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    const ok = [...popup.querySelectorAll('button')].find((button) => /^确\s*定$/.test(button.textContent ?? ''));
    fireEvent.click(ok!);
    expect(await screen.findByText('删除供应器失败')).toBeTruthy();
    expect(callsTo(fetchMock, providersEndpoints.postModelsProviderDelete)[0]?.[1]?.body).toBe('["p1"]');
  });
});
