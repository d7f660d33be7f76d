import { CONTACT_EMAIL, PRODUCT_NAME } from '@talentbrug/domain/constants';
import { Logo } from '@talentbrug/ui/logo';
import { Link } from '@talentbrug/ui/router';
import styles from './site-footer.module.css';

type FooterEntry = { label: string; to: string } | { label: string; soon: true };

/** Only real pages are links; what does not exist yet says so instead of leading nowhere. */
export const FOOTER_COLUMNS: readonly { title: string; entries: readonly FooterEntry[] }[] = [
  {
    title: 'Product',
    entries: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Prijzen', soon: true },
      { label: 'Voor clubs en scholen', soon: true },
    ],
  },
  {
    title: 'Bedrijf',
    entries: [
      { label: 'Over ons', soon: true },
      { label: 'Blog', soon: true },
      { label: 'Vacatures', soon: true },
    ],
  },
  {
    title: 'Juridisch',
    entries: [
      { label: 'Algemene voorwaarden', to: '/terms' },
      { label: 'Privacyverklaring', to: '/privacy' },
      { label: 'Cookies en lokale opslag', to: '/privacy#cookies' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="dark" />
          <p className={styles.tagline}>
            De brug tussen Nederlands sporttalent en Amerikaanse universiteiten. Voor student-atleten en hun ouders.
          </p>
          <p className={styles.contact}>
            Vragen? Mail ons op{' '}
            <a className={styles.mail} href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  {'to' in entry ? (
                    <Link to={entry.to} className={styles.link}>
                      {entry.label}
                    </Link>
                  ) : (
                    <span className={styles.placeholder}>
                      {entry.label} <span className={styles.soon}>binnenkort</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {PRODUCT_NAME}. Matchscores en beursbedragen zijn schattingen, geen garantie op
        toelating of een beurs.
      </p>
    </footer>
  );
}
