import { PRODUCT_NAME } from '@talentbrug/domain/constants';

/**
 * The brand: a bridge arc from the Netherlands (orange pier) to a US campus (blue pier),
 * followed by the product name. Decorative mark, so the name alone is read out.
 */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const text = tone === 'dark' ? 'var(--tb-color-on-dark)' : 'var(--tb-color-ink)';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', color: text }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--tb-color-brand)" />
        <path d="M5 22c3.2-7.5 18.8-7.5 22 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M10 17.2V24M16 15.4V24M22 17.2V24" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="24.5" cy="9" r="3" fill="var(--tb-color-accent)" />
        <path d="M4 24.5h24" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span style={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: '1.2rem' }}>{PRODUCT_NAME}</span>
    </span>
  );
}
