import { useAuth } from '@talentbrug/api-client/auth';
import { Logo } from '@talentbrug/ui/logo';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styles from './nav.module.css';

export const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/matches', label: 'Matches' },
  { to: '/aicoach', label: 'AI Coach' },
  { to: '/profile', label: 'Profiel' },
  { to: '/onboarding', label: 'Onboarding' },
] as const;

export const SECURITY_PATH = '/security';

interface NavViewProps {
  email: string | null;
  onSignOut: () => void;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onNavigate: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The top navigation as markup only, so the build can prerender it (signed out, menu
 * closed) into index.html and the first paint already shows the same header the app mounts.
 */
export function NavView({ email, onSignOut, menuOpen, onToggleMenu, onNavigate, ref }: NavViewProps) {
  const menuId = useId();
  return (
    <header ref={ref} className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} onClick={onNavigate}>
          <Logo />
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <svg className={styles.menuIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          Menu
        </button>
        <div id={menuId} className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <nav aria-label="Hoofdmenu">
            <ul className={styles.list}>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    onClick={onNavigate}
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {email ? (
            <div className={styles.user}>
              <span className={styles.email} title={email}>
                {email}
              </span>
              <NavLink
                to={SECURITY_PATH}
                onClick={onNavigate}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                Beveiliging
              </NavLink>
              <button type="button" className={styles.logout} onClick={onSignOut}>
                Log uit
              </button>
            </div>
          ) : (
            <Link to="/login" className={styles.login} onClick={onNavigate}>
              Log in
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

export function Nav() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  // Any navigation, by a link or the browser's back button, closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      headerRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const onSignOut = async () => {
    const result = await signOut();
    if (!result.success) {
      // Toasts are rare here, so their library stays off the first load.
      const { notify } = await import('@talentbrug/ui/toast');
      notify.error(result.error ?? 'Uitloggen is niet gelukt. Probeer het opnieuw.');
      return;
    }
    navigate('/');
  };

  return (
    <NavView
      ref={headerRef}
      email={user?.email ?? null}
      onSignOut={onSignOut}
      menuOpen={menuOpen}
      onToggleMenu={() => setMenuOpen((open) => !open)}
      onNavigate={() => setMenuOpen(false)}
    />
  );
}
