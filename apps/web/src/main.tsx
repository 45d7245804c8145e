import { startEarlyReads } from './app/early-reads.ts';
import { loadChunk } from './lib/chunk.ts';
import { detectLocale } from './lib/i18n/detect-locale.ts';
import { readStoredToken, readTimeZoneChoice, resolveTimeZone } from './stores/stored-session.ts';

// Evaluating the app's scripts holds the main thread for a while; the browser paints what the server sent first (a
// prerendered sign-in screen, or index.html's splash), then the app starts. index.html preloads boot's
// chunks; the prerendered sign-in pages preload nothing, so their first frame waits for no script. The app starts
// after the second frame: started after the first, its loading still held that frame's layout of the sign-in form
// back (login bench: 1.35-1.60x the bare page, 1.14-1.24x this way).
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void loadChunk('boot', () => import('./app/boot.tsx')))));

// A signed-in user's first screen asks for its data now, while the app's code loads (app/early-reads.ts).
const token = readStoredToken();
if (token) startEarlyReads(window.location.pathname, { token, locale: detectLocale(), timeZone: resolveTimeZone(readTimeZoneChoice()) });
