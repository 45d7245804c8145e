import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { accountEndpoints, verificationEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { captchaImage, testPubConfig } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { RegisterPage } from './register-page.tsx';

let fetchMock: ReturnType<typeof stubEndpoints>;

beforeEach(() => {
  useSessionStore.getState().setPubConfig({ ...testPubConfig, needsBootstrap: true });
  fetchMock = stubEndpoints([route(verificationEndpoints.getUserCaptcha, () => captchaImage()), route(verificationEndpoints.postUserSmsVerification, () => null)]);
});

afterEach(() => {
  useSessionStore.getState().invalidatePubConfig();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const typeInto = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('register page', () => {
  it('sends the SMS code to the full phone number and counts 60 s down before the next one', async () => {
    render(<RegisterPage />);
    await screen.findByAltText('图形验证码');
    typeInto('请输入手机号码', '13800000000');
    typeInto('请输入图形验证码', 'ab12c');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const countdown = await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock, verificationEndpoints.postUserSmsVerification)).toMatchObject({ phone: '+8613800000000', captcha: 'ab12c' });
  });

  it('offers the area codes of the MOBILE_AREA dictionary (pub-config) and sends the chosen one', async () => {
    render(<RegisterPage />);
    await screen.findByAltText('图形验证码');
    const area = screen.getByLabelText('区号') as HTMLSelectElement;
    expect([...area.options].map((option) => option.textContent)).toEqual(['中国大陆 (+86)', '中国香港 (+852)']);
    fireEvent.change(area, { target: { value: '+852' } });
    typeInto('请输入手机号码', '51234567');
    typeInto('请输入图形验证码', 'ab12c');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect(sentBody(fetchMock, verificationEndpoints.postUserSmsVerification)).toMatchObject({ phone: '+85251234567' });
  });

  it('announces each missing field and a mismatched confirmation', async () => {
    render(<RegisterPage />);
    typeInto('请输入新密码', 'Voice2025x');
    typeInto('请再次输入密码', 'Voice2025y');
    fireEvent.click(screen.getByRole('button', { name: /^注\s?册$/ }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual(['请输入手机号码', '请输入图形验证码', '请输入短信验证码', '两次输入的密码不一致']);
    expect(callsTo(fetchMock, accountEndpoints.postUserRegister)).toHaveLength(0);
  });

  it('asks for the bootstrap code while the server has no administrator', () => {
    render(<RegisterPage />);
    expect(screen.getByPlaceholderText('选填，见服务端首次启动日志')).toBeTruthy();
    expect(screen.getByText('设置首个管理员')).toBeTruthy();
  });

  it('tells someone coming from xiaozhi-esp32-server to import instead, with the command to copy, until closed', async () => {
    const { unmount } = render(<RegisterPage />);
    const notice = screen.getByTestId('upstream-import-notice');
    expect(notice.textContent).toContain('从 xiaozhi-esp32-server 迁移过来？');
    expect(notice.querySelector('code')!.textContent).toBe('npm run admin -- import-upstream mysql://user:password@host:3306/xiaozhi_esp32_server');
    expect(notice.textContent).toContain('README.md#coming-from-xiaozhi-esp32-server');
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    fireEvent.click(screen.getByText('复制'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('npm run admin -- import-upstream mysql://user:password@host:3306/xiaozhi_esp32_server'));
    fireEvent.click(screen.getByLabelText('关闭'));
    expect(screen.queryByTestId('upstream-import-notice')).toBeNull();
    unmount();
    render(<RegisterPage />);
    expect(screen.queryByTestId('upstream-import-notice')).toBeNull();
  });

  it('shows no import notice once an administrator exists', () => {
    useSessionStore.getState().setPubConfig({ ...testPubConfig, needsBootstrap: false });
    render(<RegisterPage />);
    expect(screen.queryByTestId('upstream-import-notice')).toBeNull();
  });
});
