import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToLogin, loginHref, navigateTo, safeRedirect, setNavigator } from './navigation.ts';

const navigate = vi.fn();
let restore: () => void;
const reload = vi.fn();

beforeEach(() => {
  restore = setNavigator(navigate);
});

afterEach(() => {
  restore();
  navigate.mockReset();
  reload.mockReset();
  vi.restoreAllMocks();
});

/** Puts the page at `path`, with a reload that can be observed. */
const at = (path: string) => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', path);
  vi.spyOn(window, 'location', 'get').mockReturnValue(
    Object.assign(new URL(window.location.href), { reload }) as unknown as Location,
  );
};

describe('navigateTo', () => {
  it('navigates through the router to another location', () => {
    at('/home');
    navigateTo('/user-management?page=2');
    expect(navigate).toHaveBeenCalledWith('/user-management?page=2', undefined);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when asked for the location it is on', () => {
    at('/user-management?page=2');
    navigateTo('/user-management?page=2');
    expect(reload).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('goToLogin', () => {
  it('carries the current full path as redirect', () => {
    at('/datasets/9?tab=docs');
    goToLogin();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdatasets%2F9%3Ftab%3Ddocs', undefined);
  });

  it('adds no redirect from the sign-in screens and stays put on /login', () => {
    at('/register');
    goToLogin();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    navigate.mockReset();
    at('/login?redirect=%2Fhome');
    goToLogin();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/user-management?page=2', '/user-management?page=2'],
    [null, '/home'],
    ['', '/home'],
    ['https://evil.example.com/x', '/home'],
    ['//evil.example.com/x', '/home'],
    ['/\\evil.example.com', '/home'],
    ['/login', '/home'],
    ['javascript:alert(1)', '/home'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it('builds login links with an encoded redirect', () => {
    expect(loginHref('/a?b=c')).toBe('/login?redirect=%2Fa%3Fb%3Dc');
    expect(loginHref()).toBe('/login');
  });
});
