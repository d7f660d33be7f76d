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
  /** Busy: disabled, a spinner, and `loadingLabel` in place of the label ('Bezig met inloggen...'). */
  loading?: boolean;
  loadingLabel?: ReactNode;
  /**
   * While loading, stays focusable (aria-disabled, presses ignored) instead of `disabled`: a
   * browser drops the focus of a button that becomes disabled to <body>, so the user who pressed
   * it would lose their place in the page.
   */
  keepFocus?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  loadingLabel,
  type = 'button',
  keepFocus = false,
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const ignorePress = keepFocus && loading && !disabled;
  return (
    <button
      type={type}
      className={[buttonClass(variant, { block }), className].filter(Boolean).join(' ')}
      disabled={disabled || (loading && !keepFocus)}
      aria-disabled={ignorePress || undefined}
      aria-busy={loading || undefined}
      // preventDefault also keeps a submit button from sending its form again (Enter in a field clicks it).
      onClick={ignorePress ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
