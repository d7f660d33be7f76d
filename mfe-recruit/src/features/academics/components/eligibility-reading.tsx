import { useEligibility } from '@talentbrug/api-client/academics';
import type { EligibilityResponse, MissingItem } from '@talentbrug/domain/academics';
import { Button } from '@talentbrug/ui/button';
import { Spinner } from '@talentbrug/ui/spinner';
import { useId } from 'react';
import editor from '../../../components/editor.module.css';
import { ACADEMICS_TEXTS } from '../utils/texts.ts';
import styles from './academics.module.css';

const texts = ACADEMICS_TEXTS.reading;

/**
 * 'Zo leest de NCAA je cijfers': the server's reading of the saved transcript: the core units of
 * 16, the core GPA estimate with the range the three tables give and the table it used (named with
 * its source and when that was checked), and per division what is still missing.
 */
export function EligibilityReading({ saved }: { saved: boolean }) {
  const titleId = useId();
  const reading = useEligibility(saved);
  return (
    <section className={styles.reading} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.readingTitle}>
        {texts.title}
      </h3>
      {!saved ? <p className={styles.muted}>{texts.before}</p> : null}
      {saved && reading.isPending ? <Spinner label={texts.loading} /> : null}
      {saved && reading.isError ? (
        <div className={editor.actions}>
          <p className={styles.error}>{texts.loadError}</p>
          <Button variant="secondary" loading={reading.isFetching} onClick={() => void reading.refetch()}>
            {ACADEMICS_TEXTS.retry}
          </Button>
        </div>
      ) : null}
      {saved && reading.data ? <Reading answer={reading.data} /> : null}
    </section>
  );
}

function Reading({ answer }: { answer: EligibilityResponse }) {
  const range = answer.core_gpa_range;
  const table = answer.table;
  return (
    <>
      <p className={styles.muted}>{texts.savedOnly}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{texts.coreUnits}</dt>
          <dd>
            <span className={styles.figure}>{texts.coreUnitsValue(answer.core_units, answer.core_units_required)}</span>
            <span className={styles.muted}>{texts.coreUnitsHint}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{texts.gpa}</dt>
          <dd>
            <span className={styles.figure}>
              {answer.core_gpa !== null ? texts.gpaValue(answer.core_gpa) : texts.noGpa}
            </span>
          </dd>
        </div>
        {range ? (
          <div className={styles.fact}>
            <dt>{texts.range}</dt>
            <dd>
              <span>{texts.rangeValue(range.low, range.high)}</span>
              <span className={styles.muted}>{range.note}</span>
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{texts.table}</dt>
          <dd>
            <span>{table.name}</span>
            <span className={styles.muted}>
              {texts.source}:{' '}
              {table.source.url ? (
                <a href={table.source.url} target="_blank" rel="noopener noreferrer">
                  {table.source.name}
                </a>
              ) : (
                table.source.name
              )}
              . {texts.sourceChecked(table.source.checked)}
              {table.verify ? ` ${texts.toVerify}` : ''}
            </span>
          </dd>
        </div>
      </dl>
      <div className={styles.divisions}>
        <Division name="Division I" items={answer.missing.d1} />
        <Division name="Division II" items={answer.missing.d2} />
      </div>
      <p className={styles.note}>{answer.note}</p>
    </>
  );
}

function Division({ name, items }: { name: 'Division I' | 'Division II'; items: MissingItem[] }) {
  const titleId = useId();
  const open = items.filter((item) => item.code !== 'gpa_uncertain');
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.divisionTitle} lang="en">
        {name}
      </h4>
      {open.length === 0 ? (
        <p className={styles.meets}>{texts.meets(name)}</p>
      ) : (
        <p className={styles.muted}>{texts.missingLead}</p>
      )}
      {items.length > 0 ? (
        <ul className={styles.missing}>
          {items.map((item) => (
            <li key={item.code}>
              {item.text}
              {item.to_come ? ` ${texts.toCome}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
