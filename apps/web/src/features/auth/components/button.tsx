import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  block?: boolean;
  /** Busy: a spinner, and clicks do nothing until it ends. */
  loading?: boolean;
  icon?: ReactNode;
}

/** antd puts a space between two CJK characters on a button (登 录); keep that look. */
const spaced = (children: ReactNode) =>
  typeof children === 'string' && /^[\u4e00-\u9fff]{2}$/.test(children) ? children.split('').join(' ') : children;

export function Button({ variant = 'default', block = false, loading = false, icon, className, children, disabled, ...rest }: Props) {
  const classes = [styles.button, styles[variant], block && styles.block, className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span>{spaced(children)}</span>
    </button>
  );
}
