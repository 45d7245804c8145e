import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** public/favicon.svg drawn inline: no request, and it paints together with the screen. */
function Logo({ size }: { size: number }) {
  const gradient = `logo-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4096ff" />
          <stop offset="1" stopColor="#0958d9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <g fill="#fff">
        <rect x="14" y="26" width="5" height="12" rx="2.5" opacity=".75" />
        <rect x="23" y="18" width="5" height="28" rx="2.5" />
        <rect x="32" y="12" width="5" height="40" rx="2.5" />
        <rect x="41" y="20" width="5" height="24" rx="2.5" />
        <rect x="50" y="28" width="5" height="8" rx="2.5" opacity=".75" />
      </g>
    </svg>
  );
}

/** Logo and product name; `size` scales both. Plain elements, so the sign-in screens can use it without antd. */
export function Brand({ size = 28, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size / 3 }}>
      <Logo size={size} />
      {showName ? (
        <strong style={{ fontSize: size * 0.64, fontWeight: 600, letterSpacing: 1, whiteSpace: 'nowrap', color: 'rgba(0, 0, 0, 0.88)' }}>
          {t('app.name')}
        </strong>
      ) : null}
    </span>
  );
}
