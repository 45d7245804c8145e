import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadPubConfig } from '../../features/auth/api/pub-config.ts';
import { loadChunk } from '../../lib/chunk.ts';
import { detectLocale } from '../../lib/i18n/detect-locale.ts';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { setNavigator } from '../../lib/navigation.ts';
import { signInTree } from './sign-in-app.tsx';
import type { SignInScreen } from './sign-in-screens.ts';

/** The data router and the console load on the first navigation away, in the same React root. */
async function handOver(root: Root, to: string, replace: boolean): Promise<void> {
  const { startConsole } = await loadChunk('console-start', () => import('../start-console.tsx'));
  window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
  await startConsole(root);
}

/**
 * Opens a sign-in screen without the router, which the sign-in screens do not need until they navigate. The server
 * sends the screen prerendered in the language its cookie names (`data-locale` on #root); React hydrates it, so what
 * the user typed meanwhile stays. Without such markup (the service worker's index.html) or in another language than
 * the browser's choice, it renders afresh, replacing the splash or the prerendered screen.
 */
export async function startSignIn(container: HTMLElement, screen: SignInScreen): Promise<void> {
  const locale = detectLocale();
  const hydrate = container.dataset.locale === locale;
  // Asked while the texts and the screen's chunk load; it waits for the texts to send the user's language.
  void initI18n(locale).then(loadPubConfig);
  const [, page] = await Promise.all([initI18n(locale), loadChunk(screen.chunk, screen.page)]);
  const tree = signInTree(screen, page.default);
  let root: Root;
  if (hydrate) root = hydrateRoot(container, tree);
  else {
    root = createRoot(container);
    root.render(tree);
  }
  setNavigator((to, options) => void handOver(root, to, options?.replace ?? false));
}
