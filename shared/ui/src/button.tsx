import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The button look for other elements too (a router Link that acts as a button). */
export function buttonClass(variant: ButtonVariant = 'primary', { block = false }: { block?: boolean } = {}): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width, as on small screens and in narrow forms. */
  block?: boolean;
  /**
   * Busy: a spinner, `loadingLabel` in place of the label ('Bezig met inloggen...'), aria-busy,
   * and presses ignored (aria-disabled). Not `disabled`: a browser drops the focus of a button
   * that becomes disabled to <body>, so the keyboard user who pressed it would start again at the
   * top of the page. `disabled` stays for a button that cannot act for another reason.
   */
  loading?: boolean;
  loadingLabel?: ReactNode;
}

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  loadingLabel,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const ignorePress = loading && !disabled;
  return (
    <button
      type={type}
      className={[buttonClass(variant, { block }), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-disabled={ignorePress ? true : ariaDisabled}
      aria-busy={loading || undefined}
      // A browser submits a form on Enter in a field by clicking its first submit button: cancelling
      // that click is what keeps a busy form from being sent twice (a form whose first submit
      // button is another one has to refuse a second submit itself).
      onClick={ignorePress ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
