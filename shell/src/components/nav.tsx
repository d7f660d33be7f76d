import { useAuth } from '@talentbrug/api-client/auth';
import { Logo } from '@talentbrug/ui/logo';
import { type Ref, useEffect, useId, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { enhanceMenu, type MenuController } from './menu-controller.ts';
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
  ref?: Ref<HTMLElement>;
}

/**
 * The top navigation as markup only, so the build can prerender it (signed out, menu
 * closed) into index.html and the first paint already shows the same header the app mounts.
 * It always renders the menu closed: opening and closing belong to the menu controller
 * (menu-controller.ts), which sets the attributes on the DOM in the app and on the
 * prerendered page alike. Every attribute it touches is a constant here, so React never
 * patches it back on a re-render.
 */
export function NavView({ email, onSignOut, ref }: NavViewProps) {
  const menuId = useId();
  return (
    <header ref={ref} className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <Logo />
        </Link>
        <button type="button" className={styles.menuButton} aria-expanded="false" aria-controls={menuId}>
          {/* Both icons are in the markup; CSS shows one from aria-expanded. */}
          <svg className={styles.iconClosed} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          <svg className={styles.iconOpen} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
          Menu
        </button>
        <div id={menuId} className={styles.menu}>
          <nav aria-label="Hoofdmenu">
            <ul className={styles.list}>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={styles.link}>
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
              <NavLink to={SECURITY_PATH} className={styles.link}>
                Beveiliging
              </NavLink>
              <button type="button" className={styles.logout} onClick={onSignOut}>
                Log uit
              </button>
            </div>
          ) : (
            <Link to="/login" className={styles.login}>
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
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<MenuController>(null);

  useEffect(() => {
    if (!headerRef.current) return;
    const menu = enhanceMenu(headerRef.current);
    menuRef.current = menu;
    return () => {
      menu.destroy();
      menuRef.current = null;
    };
  }, []);

  // Any navigation, by a link or the browser's back button, closes the mobile menu.
  useEffect(() => menuRef.current?.close(), [pathname]);

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

  return <NavView ref={headerRef} email={user?.email ?? null} onSignOut={onSignOut} />;
}
