import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
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

export function Button({ variant = 'default', block = false, loading = false, icon, className, children, disabled, type = 'button', ...rest }: Props) {
  const classes = [styles.button, styles[variant], block && styles.block, className].filter(Boolean).join(' ');
  // In the prerendered screen no script handles a submit yet: the browser would send the form, password included,
  // in the address. A form without a submit button (and with two or more fields) cannot be sent, by click or Enter.
  const hydrated = useHydrated();
  return (
    <button type={type === 'submit' && !hydrated ? 'button' : type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span>{spaced(children)}</span>
    </button>
  );
}
