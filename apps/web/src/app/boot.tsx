import { createRoot } from 'react-dom/client';
import { signInScreenAt } from './sign-in/sign-in-screens.ts';
import { startSignIn } from './sign-in/start-sign-in.tsx';
import { loadChunk } from '../lib/chunk.ts';
import { registerServiceWorker } from '../lib/pwa.ts';
import { getToken } from '../stores/session-store.ts';

// zod's compiled fast path probes `new Function`, which the Content-Security-Policy (script-src 'self') forbids. zod
// reads this global when it first loads (in a lazy chunk); z.config() here would pull zod into the sign-in bundle.
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');


registerServiceWorker();

// A sign-in screen opens without the router (its code loads on the first navigation); a signed-in user on /login
// goes through the router, whose guard sends them home. index.html's splash, or the server's prerendered sign-in
// screen, stays until the first render.
const signIn = getToken() ? undefined : signInScreenAt(window.location.pathname);
if (signIn) void startSignIn(container, signIn);
else void loadChunk('console-start', () => import('./start-console.tsx')).then(({ startConsole }) => startConsole(createRoot(container)));
