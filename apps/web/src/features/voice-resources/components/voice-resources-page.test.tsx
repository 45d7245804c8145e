import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminUsersEndpoints, pubConfigEndpoints, type VoiceResource, voiceResourcesEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

const row: VoiceResource = {
  id: 'r1',
  name: '11270912_1',
  modelId: 'TTS_HuoshanDoubleStreamTTS',
  modelName: '火山双流式语音合成',
  voiceId: 'S_abc123',
  languages: '普通话、英语',
  userId: 'u2',
  userName: '13900000001',
  trainStatus: 3,
  trainError: 'quota exceeded',
  createDate: '2026-11-27 09:12:00',
  hasVoice: true,
};

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;
let assignAnswer: () => unknown = () => null;

beforeEach(() => {
  assignAnswer = () => null;
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(voiceResourcesEndpoints.getVoiceResource, () => ({ total: 1, list: [row] })),
    route(voiceResourcesEndpoints.getVoiceResourceTtsPlatforms, () => [{ id: 'TTS_HuoshanDoubleStreamTTS', modelName: '火山双流式语音合成' }]),
    route(adminUsersEndpoints.getAdminUsers, () => ({ total: 1, list: [{ userid: 'u2', mobile: '13900000001', deviceCount: '0', status: 1, superAdmin: 0, createDate: '2026-01-01 00:00:00', lockedUntil: null }] })),
    route(voiceResourcesEndpoints.postVoiceResource, () => assignAnswer()),
    route(voiceResourcesEndpoints.deleteVoiceResource, () => null, { ids: 'r1' }),
  ]);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = async (path = '/voice-resource-management') => {
  const { router, restoreNavigator } = renderRoute(path);
  restore = restoreNavigator;
  await screen.findAllByText('S_abc123', {}, { timeout: 5000 });
  return router;
};

const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));

async function addVoiceIds(dialog: HTMLElement, ...ids: string[]) {
  const input = within(dialog).getByLabelText('音色 ID');
  for (const id of ids) {
    fireEvent.change(input, { target: { value: id } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  }
  await waitFor(() => expect(within(dialog).getByText(ids[ids.length - 1]!)).toBeTruthy());
}

async function chooseOwner(dialog: HTMLElement, phone: string) {
  const input = within(dialog).getByLabelText('归属用户');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: phone.slice(0, 5) } });
  // The list asks the server for what was typed once the typing settles; the option is picked from that answer.
  await waitFor(() => expect(callsTo(fetchMock, adminUsersEndpoints.getAdminUsers).map((call) => String(call[0]))).toContainEqual(expect.stringContaining(`mobile=${phone.slice(0, 5)}`)));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === phone);
    if (!found) throw new Error(`no option ${phone}`);
    return found;
  }, { timeout: 3000 });
  fireEvent.click(option);
}

describe('voice resources', { timeout: 20_000 }, () => {
  it('lists every user’s slots paged from the URL, with the owner, platform and training state', async () => {
    await open('/voice-resource-management?page=2&limit=20&name=S_abc');
    expect(String(callsTo(fetchMock, voiceResourcesEndpoints.getVoiceResource)[0]?.[0])).toBe('/xiaozhi/voiceResource?page=2&limit=20&name=S_abc');
    expect(screen.getAllByText(/13900000001/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('训练失败').length).toBeGreaterThan(0);
  });

  it('assigns voice ids to a user found by phone, refusing ids without S_ in the field before asking the server', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: /分配音色/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('火山双流式语音合成')).toBeTruthy());
    await addVoiceIds(dialog, 'bad_id');
    await chooseOwner(dialog, '13900000001');
    fireEvent.change(within(dialog).getByLabelText('支持语言'), { target: { value: '普通话' } });
    ok(dialog);
    expect(await within(dialog).findByText('音色 ID「bad_id」必须以 S_ 开头')).toBeTruthy();
    expect(callsTo(fetchMock, voiceResourcesEndpoints.postVoiceResource)).toHaveLength(0);

    fireEvent.click(within(dialog).getByText('bad_id').closest('.ant-select-selection-item')!.querySelector('.ant-select-selection-item-remove')!);
    await addVoiceIds(dialog, 'S_one', 'S_two');
    assignAnswer = () => jsonResponse({ code: 10159, msg: '音色ID已存在：S_two', data: null });
    ok(dialog);
    expect(await within(dialog).findByText('音色ID已存在：S_two')).toBeTruthy();
    expect(sentBody(fetchMock, voiceResourcesEndpoints.postVoiceResource)).toEqual({ modelId: 'TTS_HuoshanDoubleStreamTTS', voiceIds: ['S_one', 'S_two'], userId: 'u2', languages: '普通话' });

    assignAnswer = () => null;
    ok(dialog);
    expect(await screen.findByText('已分配 2 个音色资源')).toBeTruthy();
    expect(callsTo(fetchMock, voiceResourcesEndpoints.postVoiceResource)).toHaveLength(2);
  });

  it('deletes a slot after a confirm', async () => {
    await open();
    fireEvent.click(screen.getAllByText(/^删\s*除$/)[0]!);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(callsTo(fetchMock, voiceResourcesEndpoints.deleteVoiceResource, { ids: 'r1' })).toHaveLength(1));
  });
});
