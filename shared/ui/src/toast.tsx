import { TOAST_AUTO_CLOSE_MS } from '@talentbrug/domain/constants';
import { type ToastOptions, toast } from 'react-toastify';

/**
 * Toast helpers with the spec's auto-close times. The shell owns the one ToastContainer
 * (bottom-right); remotes only call these, so react-toastify stays a shared singleton.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    toast.success(message, { autoClose: TOAST_AUTO_CLOSE_MS.success, ...options }),
  error: (message: string, options?: ToastOptions) =>
    toast.error(message, { autoClose: TOAST_AUTO_CLOSE_MS.error, ...options }),
  warning: (message: string, options?: ToastOptions) =>
    toast.warning(message, { autoClose: TOAST_AUTO_CLOSE_MS.warning, ...options }),
  info: (message: string, options?: ToastOptions) =>
    toast.info(message, { autoClose: TOAST_AUTO_CLOSE_MS.info, ...options }),
  /** The onboarding's dark toast. */
  onboarding: (message: string, options?: ToastOptions) =>
    toast(message, { autoClose: TOAST_AUTO_CLOSE_MS.onboarding, theme: 'dark', ...options }),
};
