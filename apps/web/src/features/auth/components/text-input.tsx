import { useState, type ComponentType, type InputHTMLAttributes, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import { useFieldControl } from './form-field.tsx';
import { EyeIcon, EyeInvisibleIcon } from './icons.tsx';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size'> {
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  suffix?: ReactNode;
  /** For an input that is not the main one of its field (the field's label names the main one). */
  ownLabel?: string;
}

/** antd's large Input with a prefix icon: the border is the wrapper's, so the icon sits inside it. */
export function TextInput({ icon: Icon, suffix, ownLabel, className, ...input }: Props) {
  const { id, invalid, describedBy } = useFieldControl();
  return (
    <span className={[styles.control, invalid && styles.invalid, className].filter(Boolean).join(' ')}>
      {Icon ? <Icon className={styles.icon} /> : null}
      <input
        id={ownLabel ? undefined : id}
        aria-label={ownLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={styles.input}
        {...input}
      />
      {suffix}
    </span>
  );
}

/** A password input with antd's eye toggle, kept out of the tab order as antd's is. */
export function PasswordInput(props: Omit<Props, 'type' | 'suffix'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const Eye = visible ? EyeIcon : EyeInvisibleIcon;
  const toggle = (
    <button
      type="button"
      tabIndex={-1}
      className={styles.toggle}
      aria-label={t('field.showPassword')}
      aria-pressed={visible}
      disabled={props.disabled}
      onClick={() => setVisible((shown) => !shown)}
    >
      <Eye />
    </button>
  );
  return <TextInput {...props} type={visible ? 'text' : 'password'} suffix={toggle} />;
}
