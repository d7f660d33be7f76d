import { COACH_PERSONA } from '@talentbrug/domain/constants';
import styles from './hero.module.css';

/** Hangers from the arch (x, y on the curve) down to the deck at y = 300. */
const CABLES: [number, number][] = [
  [190, 231],
  [230, 191],
  [265, 180],
  [300, 191],
  [340, 231],
];

/** The x of the campus hall's six columns, from the beam under its roof down to its base. */
const COLUMNS = [374, 396, 418, 444, 466, 488];

/**
 * The bridge of the product's name: Dutch canal houses on one shore, a US campus on the
 * other. Drawn inline so it costs no request and paints with the text. Decorative only,
 * like the two sample cards laid over it.
 */
export function HeroIllustration() {
  return (
    <div className={styles.visual} aria-hidden="true">
      <svg className={styles.scene} viewBox="0 0 520 440" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="tb-hero-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2456e0" />
            <stop offset="1" stopColor="#0b1b3a" />
          </linearGradient>
          <linearGradient id="tb-hero-water" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#13264d" />
            <stop offset="1" stopColor="#0b1b3a" />
          </linearGradient>
        </defs>
        <rect width="520" height="440" rx="28" fill="url(#tb-hero-sky)" />
        <g fill="#fff">
          <circle cx="64" cy="70" r="2" opacity=".7" />
          <circle cx="120" cy="120" r="1.5" opacity=".5" />
          <circle cx="200" cy="58" r="2" opacity=".6" />
          <circle cx="300" cy="96" r="1.5" opacity=".5" />
          <circle cx="250" cy="140" r="1.2" opacity=".4" />
          <circle cx="470" cy="170" r="1.5" opacity=".5" />
          <circle cx="350" cy="40" r="1.8" opacity=".6" />
        </g>
        <circle cx="410" cy="96" r="38" fill="#ff8a2a" />
        <circle cx="410" cy="96" r="54" fill="#ff8a2a" opacity=".18" />
        <rect y="300" width="520" height="140" rx="0" fill="url(#tb-hero-water)" />
        <g stroke="#3b5fae" strokeWidth="3" strokeLinecap="round" opacity=".7">
          <path d="M40 338h46M150 352h60M300 336h40M400 360h70M90 392h52M250 396h64M420 410h40" />
        </g>
        <g fill="#ffb366">
          <path d="M18 300v-62h6v-8h6v-8h18v8h6v8h6v62z" />
          <path d="M66 300v-78h6v-8h6v-8h14v8h6v8h6v78z" fill="#ff8a2a" />
          <path d="M110 300v-56h6v-8h6v-8h16v8h6v8h6v56z" fill="#fff1e5" />
        </g>
        <g fill="#0b1b3a" opacity=".75">
          <rect x="28" y="250" width="8" height="12" rx="1" />
          <rect x="42" y="250" width="8" height="12" rx="1" />
          <rect x="28" y="272" width="8" height="12" rx="1" />
          <rect x="42" y="272" width="8" height="12" rx="1" />
          <rect x="76" y="236" width="8" height="12" rx="1" />
          <rect x="90" y="236" width="8" height="12" rx="1" />
          <rect x="76" y="260" width="8" height="12" rx="1" />
          <rect x="90" y="260" width="8" height="12" rx="1" />
          <rect x="120" y="254" width="8" height="12" rx="1" />
          <rect x="134" y="254" width="8" height="12" rx="1" />
          <rect x="126" y="278" width="10" height="22" rx="1" />
        </g>
        <g fill="#dbe6ff">
          <path d="M364 232l72-34 72 34z" />
          <rect x="368" y="232" width="136" height="10" />
          <rect x="360" y="290" width="152" height="10" />
        </g>
        <g fill="#eef3ff">
          {COLUMNS.map((x) => (
            <rect key={x} x={x} y="246" width="10" height="44" />
          ))}
        </g>
        <circle cx="436" cy="220" r="6" fill="#ff8a2a" />
        <path d="M150 300Q265 60 380 300" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
        <g stroke="#fff" strokeWidth="2" opacity=".85">
          {CABLES.map(([x, y]) => (
            <path key={x} d={`M${x} ${y}V300`} />
          ))}
        </g>
        <path d="M146 300h216" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
        <circle cx="244" cy="286" r="11" fill="#c6f432" />
        <path d="M235 280c6 3 12 3 18 0M235 292c6-3 12-3 18 0" stroke="#fff" strokeWidth="1.6" fill="none" />
      </svg>
      <div className={`${styles.card} ${styles.cardCoach}`}>
        <span className={styles.avatar}>{COACH_PERSONA.slice(0, 1)}</span>
        <span>
          <strong>AI-coach {COACH_PERSONA}</strong>
          <span className={styles.cardText}>Je highlightvideo staat klaar. Zullen we coaches gaan mailen?</span>
        </span>
      </div>
      <div className={`${styles.card} ${styles.cardProgress}`}>
        <strong>Profiel 80% compleet</strong>
        <span className={styles.progress}>
          <span className={styles.progressBar} />
        </span>
        <span className={styles.cardText}>Nog te doen: TOEFL-score</span>
      </div>
    </div>
  );
}
