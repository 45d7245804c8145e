import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notifier.ts';
import { spyNotifier } from '../testing/notifier-spy.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => vi.useRealTimers());

describe('toaster', () => {
  it('shows what the HTTP layer reports, errors as alerts, for 3 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => notify.error('账号或密码错误'));
    expect(screen.getByRole('alert').textContent).toBe('账号或密码错误');
    act(() => notify.success('登录成功'));
    expect(screen.getByRole('status').textContent).toBe('登录成功');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('replaces a toast that has the same key', () => {
    render(<Toaster />);
    act(() => notify.warning('正在连接服务器(1)', 'network-retry'));
    act(() => notify.warning('正在连接服务器(2)', 'network-retry'));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['正在连接服务器(2)']);
  });

  it('steps aside while a later notifier is installed and takes over again when it goes', () => {
    render(<Toaster />);
    const { notifier, restore } = spyNotifier();
    act(() => notify.error('x'));
    expect(notifier.error).toHaveBeenCalledWith('x', undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    restore();
    act(() => notify.error('y'));
    expect(screen.getByRole('alert').textContent).toBe('y');
  });
});
