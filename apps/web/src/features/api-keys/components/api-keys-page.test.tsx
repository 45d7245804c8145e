import { fireEvent, screen, within } from '@testing-library/react';
import { type ApiKeyView, apiKeysEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { type EndpointStub, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const key = (fields: Partial<ApiKeyView>): ApiKeyView => ({
  id: 'k1',
  desc: '家里的脚本',
  key: 'ab12****cd34',
  created_at: '2026-11-20T02:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  revoked_reason: null,
  ...fields,
});

let keys: ApiKeyView[] = [];
let restore: () => void = () => undefined;
const stub = (routes: EndpointStub[] = []) =>
  stubEndpoints([route(pubConfigEndpoints.getUserPubConfig, () => ({})), route(apiKeysEndpoints.getV1ApiKeys, () => ({ api_keys: keys })), ...routes]);

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  stub();
});
afterEach(() => restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('API key screen', () => {
  it('shows a revoked key as revoked, with when and why, offers only deleting it, and says what happened', async () => {
    keys = [
      key({ id: 'k2', desc: '新脚本' }),
      key({ id: 'k1', desc: '旧脚本', revoked_at: '2026-11-25T08:30:00.000Z', revoked_reason: 'password_changed' }),
    ];
    restore = renderRoute('/api-key-management').restoreNavigator;
    await screen.findByText('旧脚本');
    const revoked = rowOf('旧脚本');
    expect(within(revoked).getByText('已失效')).toBeTruthy();
    expect(within(revoked).getByText(/起失效：您修改了密码/)).toBeTruthy();
    expect(within(revoked).queryByText('查看并复制')).toBeNull();
    expect(within(revoked).getByText('删除')).toBeTruthy();
    const live = rowOf('新脚本');
    expect(within(live).queryByText('已失效')).toBeNull();
    expect(within(live).getByText('查看并复制')).toBeTruthy();
    expect(screen.getByText(/有 1 个密钥已失效：修改或重置密码/)).toBeTruthy();
  });

  it('says nothing about revoked keys while every key works', async () => {
    keys = [key({})];
    restore = renderRoute('/api-key-management').restoreNavigator;
    await screen.findByText('家里的脚本');
    expect(screen.queryByText(/已失效/)).toBeNull();
  });

  it("says once that a key could not be shown, in the screen's own words when the server gives no msg", async () => {
    keys = [key({})];
    stub([route(apiKeysEndpoints.getV1ApiKeysById, () => jsonResponse({ code: 500, msg: '', data: null }), { id: 'k1' })]);
    restore = renderRoute('/api-key-management').restoreNavigator;
    await screen.findByText('家里的脚本');
    fireEvent.click(within(rowOf('家里的脚本')).getByText('查看并复制'));
    expect(await screen.findByText('无法查看密钥')).toBeTruthy();
    expect(screen.getAllByText('无法查看密钥')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
