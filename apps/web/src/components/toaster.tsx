import { useEffect, useState, type CSSProperties } from 'react';
import { setNotifier } from '../lib/notifier.ts';

type Kind = 'error' | 'warning' | 'success';

interface Toast {
  id: number;
  kind: Kind;
  content: string;
  key?: string;
}

/** As long as antd's message shows one, so both look alike to the user. */
const DURATION_MS = 3000;

const ICONS: Record<Kind, { color: string; path: string }> = {
  success: {
    color: '#52c41a',
    path: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  },
  warning: {
    color: '#faad14',
    path: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  },
  error: {
    color: '#ff4d4f',
    path: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z',
  },
};

// Inline styles: the root renders this on every screen, and a stylesheet here would delay the first paint.
const LIST: CSSProperties = {
  position: 'fixed',
  top: 8,
  left: 0,
  right: 0,
  zIndex: 2010,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  pointerEvents: 'none',
};

const TOAST: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 'calc(100vw - 32px)',
  padding: '9px 12px',
  borderRadius: 8,
  background: '#fff',
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  fontSize: 14,
  lineHeight: 1.5715,
  pointerEvents: 'auto',
};

function ToastIcon({ kind }: { kind: Kind }) {
  const { color, path } = ICONS[kind];
  return (
    <svg viewBox="64 64 896 896" width="16" height="16" fill={color} aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <path d={path} />
    </svg>
  );
}

/** The light toast of the sign-in screens, installed as the notifier; a toast with a key replaces the one before. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let lastId = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const show = (kind: Kind) => (content: string, key?: string) => {
      lastId += 1;
      const toast = { id: lastId, kind, content, key };
      setToasts((list) => [...list.filter((item) => key === undefined || item.key !== key), toast]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((item) => item.id !== toast.id));
      }, DURATION_MS);
      timers.add(timer);
    };
    const uninstall = setNotifier({ error: show('error'), warning: show('warning'), success: show('success') });
    return () => {
      uninstall();
      timers.forEach(clearTimeout);
    };
  }, []);
  return (
    <div style={LIST}>
      {toasts.map((toast) => (
        <div key={toast.id} role={toast.kind === 'success' ? 'status' : 'alert'} style={TOAST}>
          <ToastIcon kind={toast.kind} />
          <span>{toast.content}</span>
        </div>
      ))}
    </div>
  );
}
