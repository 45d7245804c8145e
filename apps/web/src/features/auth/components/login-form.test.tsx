import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accountEndpoints, verificationEndpoints } from '@vox/contracts';
import { sm2 } from 'sm-crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { captchaImage, testPubConfig } from '../../../testing/api-stub.ts';
import { callsTo, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LoginForm } from './login-form.tsx';

let fetchMock: ReturnType<typeof stubEndpoints>;

beforeEach(() => {
  useSessionStore.getState().setPubConfig(testPubConfig);
  fetchMock = stubEndpoints([route(verificationEndpoints.getUserCaptcha, () => captchaImage())]);
});

afterEach(() => {
  useSessionStore.getState().invalidatePubConfig();
  vi.unstubAllGlobals();
});

/** The form reads `redirect` from the address bar: it also runs before the router has loaded. */
const renderForm = (entry = '/login') => {
  window.history.replaceState(null, '', entry);
  return renderWithProviders(<LoginForm />);
};

const typeInto = (label: string, value: string) => fireEvent.change(screen.getByPlaceholderText(label), { target: { value } });

describe('login form, phone mode', () => {
  it('rejects a number that does not fit the +86 rule and does not call the server', async () => {
    renderForm();
    typeInto('请输入手机号码', '12345678901');
    typeInto('请输入密码', 'Secret123');
    typeInto('请输入图形验证码', 'ab12c');
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(callsTo(fetchMock, accountEndpoints.postUserLogin)).toHaveLength(0);
  });

  it('accepts a valid +86 number', async () => {
    renderForm();
    typeInto('请输入手机号码', '13800000000');
    fireEvent.blur(screen.getByPlaceholderText('请输入手机号码'));
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(screen.queryByText('请输入正确的手机号码')).toBeNull();
  });

  it('asks for the number when it is empty', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    expect(await screen.findByText('请输入手机号码')).toBeTruthy();
  });

  it('announces every message as an alert tied to its field', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['请输入手机号码', '请输入密码', '请输入图形验证码']);
    const mobile = screen.getByPlaceholderText('请输入手机号码');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toBe(alerts[0]!.id);
  });

  it('shows the captcha picture fetched for a fresh uuid', async () => {
    renderForm();
    const image = await screen.findByAltText('图形验证码');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    const captchaUrl = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(captchaUrl.pathname).toBe('/xiaozhi/user/captcha');
    expect(captchaUrl.searchParams.get('uuid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('switches to a plain user name field', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /使用用户名登录/ }));
    await waitFor(() => expect(screen.getByPlaceholderText('请输入用户名')).toBeTruthy());
    expect(screen.queryByPlaceholderText('请输入手机号码')).toBeNull();
  });
});

describe('login form, submit', () => {
  it('sends the SM2 envelope of captcha + password, stores the token and follows the redirect', async () => {
    const keys = sm2.generateKeyPairHex();
    useSessionStore.getState().setPubConfig({ ...testPubConfig, sm2PublicKey: keys.publicKey });
    const navigate = vi.fn();
    const restoreNavigator = setNavigator(navigate);
    let loginBody: Record<string, string> = {};
    let captchaUuid = '';
    fetchMock = stubEndpoints([
      route(verificationEndpoints.getUserCaptcha, (url) => {
        captchaUuid = url.searchParams.get('uuid') ?? '';
        return captchaImage();
      }),
      route(accountEndpoints.postUserLogin, (_url, init) => {
        loginBody = JSON.parse(String(init.body)) as Record<string, string>;
        return { token: 'fresh-token', expire: 43200, clientHash: 'h' };
      }),
      route(accountEndpoints.getUserInfo, () => ({ id: '9', username: '+8613800000000', superAdmin: 0, status: 1 })),
    ]);
    renderForm('/login?redirect=%2Fuser-management%3Fpage%3D2');
    await screen.findByAltText('图形验证码');
    typeInto('请输入手机号码', '13800000000');
    typeInto('请输入密码', 'Secret123');
    typeInto('请输入图形验证码', 'ab12c');
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user-management?page=2', { replace: true }));
    expect(loginBody.username).toBe('+8613800000000');
    expect(loginBody.captchaId).toBe(captchaUuid);
    expect(loginBody.password).toMatch(/^04[0-9a-f]+$/);
    expect(sm2.doDecrypt(loginBody.password!.slice(2), keys.privateKey, 1)).toBe('ab12cSecret123');
    expect(useSessionStore.getState().token).toBe('fresh-token');
    expect(useSessionStore.getState().userInfo?.id).toBe('9');
    restoreNavigator();
  });
});
