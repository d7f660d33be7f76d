import type { RouteDef } from '@talentbrug/domain/contracts/routes';
import { ErrorNotice } from '@talentbrug/ui/page';
import { Spinner } from '@talentbrug/ui/spinner';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { REMOTE_FALLBACK_ATTRIBUTE } from '../first-paint/handoff.ts';
import { LOADING, REMOTE_TEXTS } from '../texts.ts';
import { loadRemotePage, loadRemotePageAgain } from './load-remote.ts';

type Loader = (route: RouteDef, again: boolean) => Promise<{ default: ComponentType }>;

const defaultLoader: Loader = (route, again) =>
  again ? loadRemotePageAgain(route.remote, route.module) : loadRemotePage(route.remote, route.module);

/** Pages already loaded, so navigating back to a route renders at once. */
const loadedPages = new Map<string, ComponentType>();
const keyOf = (route: RouteDef) => `${route.remote}/${route.module}`;
/** Loads started before React rendered their route; the route's first render takes its own. */
const earlyLoads = new Map<string, Promise<{ default: ComponentType }>>();

/**
 * Starts loading a route's page before React has rendered it (the shell's bootstrap, as soon as
 * the remote map is known): the remote's entry and the page's chunks download while React and
 * the auth state start, instead of after (issue 15). A failure is the render's to report.
 */
export function preloadRoutePage(route: RouteDef, load: Loader = defaultLoader): void {
  const key = keyOf(route);
  if (loadedPages.has(key) || earlyLoads.has(key)) return;
  const started = load(route, false);
  started.catch(() => undefined);
  earlyLoads.set(key, started);
}

class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[talentbrug] remote page crashed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/**
 * Renders one route's exposed page. A remote that cannot be loaded, or that throws while
 * rendering, shows the Dutch fallback for this route only; 'Opnieuw proberen' loads it anew.
 */
export function RemotePage({ route, load = defaultLoader }: { route: RouteDef; load?: Loader }) {
  const cached = loadedPages.get(keyOf(route));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(cached ? { status: 'ready', Page: cached } : { status: 'loading' });

  useEffect(() => {
    const key = keyOf(route);
    const known = attempt === 0 ? loadedPages.get(key) : undefined;
    if (known) {
      setState({ status: 'ready', Page: known });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    const early = attempt === 0 ? earlyLoads.get(key) : undefined;
    earlyLoads.delete(key);
    (early ?? load(route, attempt > 0)).then(
      (mod) => {
        loadedPages.set(key, mod.default);
        // A transition, so React renders the page in slices of a few milliseconds and yields
        // between them, instead of one long task the visitor's input waits behind (issue 15).
        if (!cancelled) startTransition(() => setState({ status: 'ready', Page: mod.default }));
      },
      (error: unknown) => {
        console.error(`[talentbrug] could not load ${key}`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [route, attempt, load]);

  const retry = () => {
    loadedPages.delete(keyOf(route));
    setAttempt((n) => n + 1);
  };
  // Marked, so a prerendered form the visitor typed into stays under it (first-paint/handoff.ts).
  const fallback = (
    <div {...{ [REMOTE_FALLBACK_ATTRIBUTE]: '' }}>
      <ErrorNotice title={REMOTE_TEXTS.fallbackTitle} action={{ label: REMOTE_TEXTS.retry, onClick: retry }} />
    </div>
  );

  if (state.status === 'loading') return <Spinner label={LOADING} />;
  if (state.status === 'failed') return fallback;
  const { Page } = state;
  return (
    <RenderBoundary key={attempt} fallback={fallback}>
      <Page />
    </RenderBoundary>
  );
}
