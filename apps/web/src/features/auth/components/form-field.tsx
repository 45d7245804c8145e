import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthKey } from '../utils/form-rules.ts';
import styles from './field.module.css';

interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldControl>({ id: '', invalid: false, describedBy: undefined });

/** The id, state and description the field's main input takes, so label, message and input stay linked. */
export const useFieldControl = () => useContext(FieldContext);

interface Props {
  label: string;
  error?: AuthKey;
  hint?: string;
  children: ReactNode;
}

/** Label, control and the field's message; the message is announced as it appears (role="alert"). */
export function FormField({ label, error, hint, children }: Props) {
  const { t } = useTranslation('auth');
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error && messageId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? `${styles.field} ${styles.withError}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldContext.Provider value={{ id, invalid: Boolean(error), describedBy }}>{children}</FieldContext.Provider>
      {error ? (
        <div id={messageId} role="alert" className={styles.message}>
          {t(error)}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** Stand-in of one field (its label row and its control) while the public config decides which field to show. */
export function FieldSkeleton() {
  return (
    <div className={styles.field} aria-hidden="true">
      <div className={styles.label} />
      <div className={styles.skeleton} />
    </div>
  );
}
