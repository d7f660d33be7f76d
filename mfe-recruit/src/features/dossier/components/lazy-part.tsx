import { NEEDS_APP_MARK } from '@talentbrug/domain/contracts/first-paint/prerender';
import {
  Component,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** How far below (or above) the screen a part starts downloading, in px: one and a half phone screens. */
const AHEAD = 1200;

/**
 * Whether the element has come within `ahead` px of the screen (once true, it stays true). Without
 * IntersectionObserver (an old browser, jsdom) it is true at once.
 */
function useNear(ahead: number): [ref: RefObject<HTMLDivElement | null>, near: boolean] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${ahead}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead]);
  return [ref, near];
}

const noSubscription = () => () => {};

/**
 * Whether this is the server's render of the page (ADR 0017): React asks the server snapshot
 * there, and the browser's snapshot in the app (which renders with createRoot, never hydrates).
 */
const useServerRender = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * Downloads its part only when the place it fills comes near the screen: a part further down the
 * editor (the photo, the school select) is not fetched on a first visit that never scrolls to it.
 * `loading` stands in its place until then and while it comes.
 */
function WhenNear({ ahead, loading, children }: { ahead: number; loading: ReactNode; children: ReactNode }) {
  const [ref, near] = useNear(ahead);
  // The server renders the stand-in, as the app's first render in a browser has it (its observer
  // reports only after that render): never the part, which it does not download, nor would read for.
  const server = useServerRender();
  const part = near && !server;
  // The stand-in is marked for the boot script: a server-rendered page starts the app once it is on
  // the screen, so the part comes without a touch (NEEDS_APP_ATTRIBUTE).
  return (
    <div ref={ref} {...(part ? {} : NEEDS_APP_MARK)}>
      {part ? <Suspense fallback={loading}>{children}</Suspense> : loading}
    </div>
  );
}

/**
 * A part of the editor downloaded after the page (React.lazy), once its place comes within `ahead`
 * px of the screen (AHEAD unless said: far enough that, even scrolling fast, the part and what it
 * reads are there before it can be seen, so its real height never shifts what is on the screen):
 * `loading` while it comes, and `failed` in its place when the download fails, so a lost chunk
 * costs that part, never the page.
 */
export class LazyPart extends Component<
  { loading: ReactNode; failed: ReactNode; children: ReactNode; ahead?: number },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return this.props.failed;
    return (
      <WhenNear ahead={this.props.ahead ?? AHEAD} loading={this.props.loading}>
        {this.props.children}
      </WhenNear>
    );
  }
}
