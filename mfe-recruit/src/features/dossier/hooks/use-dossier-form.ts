import { useUpdateDossier } from '@talentbrug/api-client/dossier';
import { dossierWriteSchema } from '@talentbrug/domain/dossier';
import { useRef, useState } from 'react';
import { errorMessage, issueErrors, serverFieldErrors } from '../utils/errors.ts';
import { DOSSIER_TEXTS } from '../utils/texts.ts';

/**
 * A form of the dossier that saves with one button: a message by the write's dotted path goes
 * under its field (`fieldOf` names the field, or none) and the first field in `keys` order takes
 * the focus; a refusal without a field goes in an alert that takes the focus instead. What was
 * typed stays in the form whatever the answer.
 */
export function useDossierForm<Key extends string>({
  keys,
  fieldOf,
  idOf,
}: {
  keys: readonly Key[];
  fieldOf: (path: string) => string;
  idOf: (key: Key) => string;
}) {
  const update = useUpdateDossier();
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const showErrors = (found: Record<string, string>) => {
    const next: Partial<Record<Key, string>> = {};
    for (const [path, message] of Object.entries(found)) {
      const key = fieldOf(path);
      if ((keys as readonly string[]).includes(key)) next[key as Key] ??= message;
    }
    setErrors(next);
    const first = keys.find((key) => next[key]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
    return first !== undefined;
  };

  /** Clears a field's message as the athlete changes it. */
  const clearError = (key: Key) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest as Partial<Record<Key, string>>;
    });

  /** Checks `body` against the domain's schema before it sends it; `onSaved` says it was saved. */
  const save = (body: unknown, onSaved: () => void) => {
    setFormError(null);
    const checked = dossierWriteSchema.safeParse(body);
    if (!checked.success) {
      showErrors(issueErrors(checked.error.issues));
      return;
    }
    update.mutate(checked.data, {
      onSuccess: () => {
        setErrors({});
        onSaved();
      },
      onError: (failure) => {
        if (showErrors(serverFieldErrors(failure))) return;
        setFormError(errorMessage(failure, DOSSIER_TEXTS.saveFailed));
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  return { errors, formError, setFormError, alertRef, clearError, save, saving: update.isPending };
}
