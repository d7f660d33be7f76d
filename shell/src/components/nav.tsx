import { useAuth } from '@talentbrug/api-client/auth';
import { accountInitial } from '@talentbrug/domain/contracts/first-paint/prerender';
import { navItems } from '@talentbrug/domain/contracts/routes';
import { Logo } from '@talentbrug/ui/logo';
import { Link, NavLink, useLocation, useNavigate } from '@talentbrug/ui/router';
import { type Ref, useEffect, useId, useRef } from 'react';
import { ACCOUNT_TEXTS, NAV_TEXTS } from '../texts.ts';
import { enhanceDisclosure, enhanceMenu, type MenuController } from './menu-controller.ts';
import styles from './nav.module.css';

/** The main menu: the routes with a `nav` item in the route table (@talentbrug/domain/contracts/routes). */
export const NAV_ITEMS = navItems();

export const SECURITY_PATH = '/security';

interface NavViewProps {
  email: string | null;
  /** The avatar's letter when it is not the address's own (the server's marker in the signed-in chrome). */
  initial?: string;
  onSignOut: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The signed-in account's items: the address, 'Beveiliging' and 'Log uit'. On a wide screen
 * they sit behind the 'Account' button (a disclosure), so the header stays one line however
 * long the address is; behind the menu button on a narrow one they are shown as they are.
 * Like the header's menu, its open state lives in the markup (menu-controller.ts).
 */
function AccountMenu({ email, initial, onSignOut }: { email: string; initial?: string; onSignOut: () => void }) {
  const panelId = useId();
  const scopeRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<MenuController>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const scope = scopeRef.current;
    if (!scope) return;
    const controller = enhanceDisclosure(scope, scope.querySelector<HTMLButtonElement>('button[aria-controls]'));
    controllerRef.current = controller;
    return () => {
      controller.destroy();
      controllerRef.current = null;
    };
  }, []);

  useEffect(() => controllerRef.current?.close(), [pathname]);

  return (
    <div ref={scopeRef} className={styles.account}>
      <button type="button" className={styles.accountButton} aria-expanded="false" aria-controls={panelId}>
        <span className={styles.avatar} aria-hidden="true">
          {initial ?? accountInitial(email)}
        </span>
        {ACCOUNT_TEXTS.account}
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={panelId} className={styles.accountPanel}>
        <p className={styles.signedInAs}>
          {ACCOUNT_TEXTS.signedInAs} <span className={styles.email}>{email}</span>
        </p>
        <NavLink to={SECURITY_PATH} className={styles.link}>
          {ACCOUNT_TEXTS.security}
        </NavLink>
        <button type="button" className={`${styles.link} ${styles.logout}`} onClick={onSignOut}>
          {ACCOUNT_TEXTS.logOut}
        </button>
      </div>
    </div>
  );
}

/**
 * The top navigation as markup only, so the build can prerender it (signed out, menu
 * closed) into index.html and the first paint already shows the same header the app mounts.
 * It always renders the menu closed: opening and closing belong to the menu controller
 * (menu-controller.ts), which sets the attributes on the DOM in the app and on the
 * prerendered page alike. Every attribute it touches is a constant here, so React never
 * patches it back on a re-render.
 */
export function NavView({ email, initial, onSignOut, ref }: NavViewProps) {
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
          {NAV_TEXTS.menu}
        </button>
        <div id={menuId} className={styles.menu}>
          <nav aria-label={NAV_TEXTS.mainMenu}>
            <ul className={styles.list}>
              {NAV_ITEMS.map((route) => (
                <li key={route.path}>
                  <NavLink to={route.path} end={route.path === '/'} className={styles.link}>
                    {route.nav?.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {email ? (
            <AccountMenu email={email} initial={initial} onSignOut={onSignOut} />
          ) : (
            <Link to="/login" className={styles.login}>
              {NAV_TEXTS.logIn}
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
      // Rare, so the toast library and the error texts stay off the first load.
      const [{ notify }, { authErrorText }] = await Promise.all([
        import('@talentbrug/ui/toast'),
        import('@talentbrug/api-client/auth-errors'),
      ]);
      notify.error(authErrorText(result, ACCOUNT_TEXTS.logOutFailed), { topic: 'sign-out' });
      return;
    }
    navigate('/');
  };

  return <NavView ref={headerRef} email={user?.email ?? null} onSignOut={onSignOut} />;
}
