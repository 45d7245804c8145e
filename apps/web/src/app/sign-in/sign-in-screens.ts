import { paths } from '../../config/paths.ts';
import type { MenuTitleKey } from '../../types/route-handle.ts';
import type { PageModule } from '../route-table.tsx';

export interface SignInScreen {
  name: string;
  path: string;
  titleKey: MenuTitleKey;
  /** Chunk name for ChunkLoadError messages; also the name of the screen's prerendered page (sign-in/{chunk}.{locale}.html). */
  chunk: string;
  page: () => Promise<PageModule>;
  /**
   * Whether the build renders it into HTML. Not the register screen: its fields follow the server's public config
   * (the SMS code while mobile sign-up is on, the bootstrap code while no administrator exists), so a page rendered
   * without it would grow by a field or two as it arrives, moving the form; it renders once the config is in instead.
   */
  prerendered: boolean;
}

const login = () => import('../routes/login.tsx');

/**
 * The screens that open without the router (start-sign-in.tsx), most of them prerendered by the build
 * (prerender.tsx). The route table lists them too, so they also work inside the router, e.g. after a logout.
 */
export const SIGN_IN_SCREENS: readonly SignInScreen[] = [
  { name: 'welcome', path: paths.welcome, titleKey: 'route.welcome', chunk: 'login', page: login, prerendered: true },
  { name: 'login', path: paths.login, titleKey: 'route.login', chunk: 'login', page: login, prerendered: true },
  {
    name: 'register',
    path: paths.register,
    titleKey: 'route.register',
    chunk: 'register',
    page: () => import('../routes/register.tsx'),
    prerendered: false,
  },
  {
    name: 'RetrievePassword',
    path: paths.retrievePassword,
    titleKey: 'route.retrievePassword',
    chunk: 'retrieve-password',
    page: () => import('../routes/retrieve-password.tsx'),
    prerendered: true,
  },
  // What it shows depends on the provider's answer in the address, so nothing to render ahead of it.
  { name: 'SsoCallback', path: paths.ssoCallback, titleKey: 'route.ssoCallback', chunk: 'sso-callback', page: () => import('../routes/sso-callback.tsx'), prerendered: false },
];

export const signInScreenAt = (pathname: string) => SIGN_IN_SCREENS.find((screen) => screen.path === pathname);
