import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * Line icons traced on antd's outlined ones (same box, proportions and stroke), at a fraction of their path data:
 * the sign-in screens need neither @ant-design/icons nor its runtime styles.
 */
function icon(shape: ReactNode) {
  return function Icon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
        {shape}
      </svg>
    );
  };
}

const dot = (cx: number, cy: number, r: number) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="currentColor" stroke="none" />;

const EYE = 'M1.5 12C3.9 6.9 7.5 4.2 12 4.2s8.1 2.7 10.5 7.8c-2.4 5.1-6 7.8-10.5 7.8S3.9 17.1 1.5 12z';

export const MobileIcon = icon([<rect key="body" x="5" y="1" width="14" height="22" rx="1.2" />, dot(12, 19.3, 1.1)]);
export const LockIcon = icon(<path d="M3.5 11.7h17v10h-17zM6.2 11.7V7.9a5.8 5.8 0 0 1 11.6 0v3.8M12 16v2.2" />);
export const SafetyIcon = icon(<path d="M12 2.3 3.8 5.1v8.4a8.2 8.2 0 0 0 16.4 0V5.1zM8.3 11.7l3 3.1 5.2-5.3" />);
export const MessageIcon = icon([
  <path key="bubble" d="M12 1.1a10.9 10.9 0 1 1-5 20.6H2.3V17A10.9 10.9 0 0 1 12 1.1z" />,
  dot(6.6, 12, 1.3),
  dot(12, 12, 1.3),
  dot(17.4, 12, 1.3),
]);
export const UserIcon = icon(<path d="M12 13.6a5.6 5.6 0 1 0 0-11.2 5.6 5.6 0 0 0 0 11.2zM2.9 22.3a9.1 9.1 0 0 1 18.2 0" />);
export const EyeIcon = icon(<path d={`${EYE}M12 15.9a3.9 3.9 0 1 0 0-7.8 3.9 3.9 0 0 0 0 7.8z`} />);
export const EyeInvisibleIcon = icon(<path d={`${EYE}M12 15.9a3.9 3.9 0 1 0 0-7.8 3.9 3.9 0 0 0 0 7.8zM2.6 21.4 21.4 2.6`} />);
export const RobotIcon = icon([<path key="frame" d="M3 1h18v17.5H3zM8 14.3h8M3 22.9h18" />, dot(7.9, 7.1, 1.6), dot(16.1, 7.1, 1.6)]);
export const CustomerServiceIcon = icon(<path d="M2.7 15v-3a9.3 9.3 0 0 1 18.6 0v3M2.7 14.2h5.1v7.1H2.7zM16.2 14.2h5.1v7.1h-5.1z" />);
export const ApiIcon = icon(
  <path d="m10.4 13.6-7.1 7.1M13.6 10.4l7.1-7.1M8.4 9.6l6 6-1.8 1.8a4.24 4.24 0 0 1-6-6zM15.6 14.4l-6-6 1.8-1.8a4.24 4.24 0 0 1 6 6z" />,
);
export const CrownIcon = icon(<path d="M3.9 20.4 2.4 7.3l5 3.1L12 3.8l4.6 6.6 5-3.1-1.5 13.1zM12 17a2.1 2.1 0 1 0 0-4.2 2.1 2.1 0 0 0 0 4.2z" />);
export const DownIcon = icon(<path d="M3.5 7 12 15.5 20.5 7" />);
export const GlobeIcon = icon(<path d="M12 21.2a9.2 9.2 0 1 0 0-18.4 9.2 9.2 0 0 0 0 18.4zM12 21.2c-2.2 0-4-4.1-4-9.2s1.8-9.2 4-9.2 4 4.1 4 9.2-1.8 9.2-4 9.2zM2.8 12h18.4M4.6 7h14.8M4.6 17h14.8" />);

/** antd's filled exclamation circle, for the warning notice. */
export function WarningIcon(props: IconProps) {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
    </svg>
  );
}
