import { useContactCalendar, useResetCalendarLink } from '@talentbrug/api-client/outreach';
import { formatMonthYear } from '@talentbrug/domain/format';
import { COLLEGE_LEVEL_LABELS } from '@talentbrug/domain/sports';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Spinner } from '@talentbrug/ui/spinner';
import { notify } from '@talentbrug/ui/toast';
import { useId } from 'react';
import { errorMessage } from '../utils/errors.ts';
import { OUTREACH_TEXTS } from '../utils/texts.ts';
import { CopyText } from './copy-text.tsx';
import styles from './outreach.module.css';

const texts = OUTREACH_TEXTS.calendar;

/** 'YYYY-MM' as 'november 2026'. */
function monthOf(asOf: string): string {
  const [year, month] = asOf.split('-').map(Number);
  return year ? formatMonthYear(year, month) : asOf;
}

/**
 * The NCAA contact calendar for the athlete's sport and year (issue 38, item 4): the server's
 * timeline sentences, the levels our sources have no rule for (said, never guessed), where the
 * rules come from, and the address a calendar app subscribes to, with a way to make a new one.
 */
export function ContactCalendar() {
  const titleId = useId();
  const query = useContactCalendar();
  const reset = useResetCalendarLink();
  const calendar = query.data;
  const sources = calendar ? [...new Map(calendar.dates.map((date) => [date.source.title, date.source])).values()] : [];
  const webcal = calendar?.subscribe_url?.replace(/^https?:/, 'webcal:');

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => notify.success(texts.resetDone),
      onError: (error) => notify.error(errorMessage(error, texts.resetError)),
    });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      <p className={styles.text}>{texts.intro}</p>
      {query.isPending ? <Spinner label={texts.loading} /> : null}
      {query.isError ? (
        <Alert tone="warning" title={texts.loadError}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {OUTREACH_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
      {calendar ? (
        <>
          {calendar.fourth_class_ends === null ? <p className={styles.text}>{texts.noYear}</p> : null}
          {calendar.timeline.length ? (
            <ol className={styles.timeline}>
              {calendar.timeline.map((line) => (
                <li key={line.rule_id} className={line.passed ? styles.passed : undefined}>
                  {line.sentence}
                </li>
              ))}
            </ol>
          ) : null}
          {calendar.levels_without_rules.length ? (
            <p className={styles.text}>
              {texts.withoutRules(calendar.levels_without_rules.map((level) => COLLEGE_LEVEL_LABELS[level]).join(', '))}
            </p>
          ) : null}
          {sources.map((source) => (
            <p key={source.title} className={styles.muted}>
              {texts.source(source.title, monthOf(source.as_of))}
            </p>
          ))}
          {calendar.subscribe_url && webcal ? (
            <>
              <h3 className={styles.subTitle}>{texts.subscribeTitle}</h3>
              <p className={styles.text}>{texts.subscribeText}</p>
              <p className={styles.url}>{calendar.subscribe_url}</p>
              <div className={styles.actions}>
                <a className={styles.external} href={webcal}>
                  {texts.subscribe}
                </a>
                <CopyText
                  value={calendar.subscribe_url}
                  label={texts.copy}
                  copied={texts.copied}
                  failed={OUTREACH_TEXTS.copyFailed}
                />
              </div>
              <p className={styles.muted}>{texts.resetHint}</p>
              <Button variant="secondary" onClick={onReset} loading={reset.isPending} loadingLabel={texts.resetting}>
                {texts.reset}
              </Button>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
