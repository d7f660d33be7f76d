import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { NavView } from '../components/nav.tsx';
import { ShellLayout } from '../components/shell-layout.tsx';

/** Stands in the prerendered main region; the server puts a page's markup there. */
export const OUTLET_MARKER = '__TB_OUTLET__';

const noop = () => undefined;

/**
 * The shell's chrome as the app first renders it for a visitor who is not signed in: the
 * skip link, the navigation with its menu closed, and the main region (ShellLayout, as in
 * App). Written into index.html at build time so every route paints its header before any
 * JavaScript runs.
 */
export function renderChrome(): string {
  return renderToString(
    <StaticRouter location="/__prerender__">
      <ShellLayout header={<NavView email={null} onSignOut={noop} />}>{OUTLET_MARKER}</ShellLayout>
    </StaticRouter>,
  );
}
