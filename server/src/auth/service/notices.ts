import {
  mfaFactorEnrolledMail,
  mfaFactorUnenrolledMail,
  passwordChangedMail,
} from '../../infra/mail/mail-templates.ts';
import type { NoticeMailJob, SecurityNotice } from '../mail-queue.ts';
import { type AuthCore, firstNameOf } from './core.ts';

const TEMPLATES = {
  password_changed: passwordChangedMail,
  mfa_factor_enrolled: mfaFactorEnrolledMail,
  mfa_factor_unenrolled: mfaFactorUnenrolledMail,
} satisfies Record<SecurityNotice, unknown>;

/**
 * The security notices (Supabase Auth's password_changed, mfa_factor_enrolled and
 * mfa_factor_unenrolled): a change queues one, and the queue mails it to the address the account
 * has by then, so an owner hears of a change someone else made in their account.
 */
export function createNotices(core: AuthCore) {
  const { repository, mailer, mailQueue, publicOrigin } = core;
  return {
    notify(userId: string, notice: SecurityNotice): Promise<void> {
      return mailQueue.enqueue({ type: 'notice', notice, userId });
    },

    async deliverNotice(job: NoticeMailJob): Promise<void> {
      const user = await repository.findUserById(job.userId);
      // The account was deleted before its notice went: there is no one left to tell.
      if (!user) return;
      const factorsLeft = (await repository.listFactors(user.id)).some((factor) => factor.status === 'verified');
      await mailer.send(
        user.email,
        TEMPLATES[job.notice]({ firstName: firstNameOf(user), origin: publicOrigin, factorsLeft }),
      );
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
