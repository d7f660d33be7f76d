import { forgetAccount, ReauthenticationError, useDeleteAccount } from '@talentbrug/api-client/account';
import { ApiError } from '@talentbrug/api-client/api';
import { useAuth } from '@talentbrug/api-client/auth';
import { forgetStored } from '@talentbrug/api-client/browser-data';
import { DELETE_CONFIRMATION } from '@talentbrug/domain/contracts/account';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { PasswordField, TextField, useFieldErrors } from '@talentbrug/ui/field';
import { Modal, ModalActions } from '@talentbrug/ui/modal';
import { useNavigate } from '@talentbrug/ui/router';
import { notify } from '@talentbrug/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DELETE_ACCOUNT_TEXTS } from '../utils/delete-texts.ts';
import styles from './account-data.module.css';

const texts = DELETE_ACCOUNT_TEXTS.dialog;

type Field = 'confirmation' | 'password' | 'code';
type Errors = Partial<Record<Field, string>>;

function failureOf(error: unknown): { field?: Field; message: string; needsCode?: boolean } {
  if (error instanceof ReauthenticationError) {
    if (error.reason === 'wrong_password') return { field: 'password', message: texts.wrongPassword };
    if (error.reason === 'code_needed') return { field: 'code', message: texts.codeMissing, needsCode: true };
    if (error.reason === 'wrong_code') return { field: 'code', message: texts.wrongCode };
    return { message: texts.failed };
  }
  if (error instanceof ApiError) return { message: error.serverMessage ?? texts.failed };
  return { message: texts.failed };
}

/**
 * The last step before an account is gone: the athlete types VERWIJDER and their password again
 * (and the authenticator's code when one is set up), which the server asks as proof that the
 * owner is at the keyboard. The safe choice (Annuleren) has the focus; after the deletion the
 * athlete lands on the home page, signed out, with a toast saying it is done.
 */
export function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const remove = useDeleteAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const [values, setValues] = useState({ confirmation: '', password: '', code: '' });
  const errors = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  // Asked when the account has a verified factor (known once the auth provider has read the
  // session, which can be after the dialog opened) or when the server asked for it.
  const [codeRequired, setCodeRequired] = useState(false);
  const askCode = codeRequired || (user?.factors ?? []).some((factor) => factor.status === 'verified');

  // The session is forgotten once this page has really gone: the home page may still be loading
  // while the navigation is pending, and signing out before that would send the guard of /profile
  // to the login screen instead.
  useEffect(
    () => () => {
      if (deleted.current) void forgetAccount(client);
    },
    [client],
  );

  // What each of the three inputs takes: its id, value and message (typing takes the message away).
  const input = (field: Field) => ({
    ...errors.field(field),
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    if (values.confirmation.trim() !== DELETE_CONFIRMATION) found.confirmation = texts.confirmError;
    if (!values.password) found.password = texts.passwordMissing;
    if (askCode && !/^\d{6}$/.test(values.code.trim())) found.code = texts.codeMissing;
    if (!errors.show(found)) return;
    remove.mutate(
      {
        email: user?.email ?? '',
        password: values.password,
        confirmation: values.confirmation.trim(),
        ...(askCode ? { code: values.code.trim() } : {}),
      },
      {
        onSuccess: () => {
          // The stored session goes now, the one in memory once this page has gone (the effect
          // above): a reload before the home page has loaded must not start from the old one.
          forgetStored();
          deleted.current = true;
          navigate('/', { replace: true });
          notify.success(DELETE_ACCOUNT_TEXTS.deleted, { toastId: 'account-deleted' });
        },
        onError: (error) => {
          const failure = failureOf(error);
          if (failure.needsCode) setCodeRequired(true);
          if (failure.field) errors.show({ [failure.field]: failure.message });
          else setFormError(failure.message);
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={texts.title} initialFocusRef={cancelRef}>
      <p className={styles.dialogText}>{texts.text}</p>
      <form noValidate onSubmit={submit}>
        <div className={styles.fields}>
          <TextField
            label={texts.confirmLabel}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...input('confirmation')}
          />
          <PasswordField
            label={texts.passwordLabel}
            hint={texts.passwordHint}
            autoComplete="current-password"
            {...input('password')}
          />
          {askCode ? (
            <TextField
              label={texts.codeLabel}
              hint={texts.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...input('code')}
            />
          ) : null}
        </div>
        {formError ? <Alert tone="error" title={formError} /> : null}
        <ModalActions>
          <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={onClose}>
            {texts.cancel}
          </button>
          <Button type="submit" variant="danger" loading={remove.isPending} loadingLabel={texts.busy}>
            {texts.confirm}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
