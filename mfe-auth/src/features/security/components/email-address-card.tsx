import { useAuth } from '@talentbrug/api-client/auth';
import { SECURITY_TEXTS } from '@talentbrug/domain/auth/texts';
import { Card } from '@talentbrug/ui/card';
import { useId } from 'react';

/**
 * The address the athlete logs in with, and how to change it: the auth service has no e-mail
 * change yet, so a child who signed up with a parent's or a school's address learns whom to ask
 * (a parent's tour found no word of it anywhere).
 */
export function EmailAddressCard() {
  const { user } = useAuth();
  const titleId = useId();
  return (
    <Card title={SECURITY_TEXTS.emailTitle} titleId={titleId}>
      {user?.email ? (
        <p>
          {SECURITY_TEXTS.emailCurrent} <strong>{user.email}</strong>.
        </p>
      ) : null}
      <p>{SECURITY_TEXTS.emailChange}</p>
    </Card>
  );
}
