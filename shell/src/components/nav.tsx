import { useAuth } from '@talentbrug/api-client/auth';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { notify } from '@talentbrug/ui/toast';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styles from './nav.module.css';

export const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/matches', label: 'Matches' },
  { to: '/aicoach', label: 'AI Coach' },
  { to: '/profile', label: 'Profiel' },
  { to: '/onboarding', label: 'Onboarding' },
] as const;

export function Nav() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  const onSignOut = async () => {
    const result = await signOut();
    if (!result.success) {
      notify.error(result.error ?? 'Logout failed');
      return;
    }
    navigate('/');
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Hoofdmenu">
          <ul className={styles.list}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className={styles.user}>
            <span>{user.email}</span>
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
    </header>
  );
}
