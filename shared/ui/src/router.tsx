// The one door to React Router for browser code (ADR 0008). Shared whole, react-router cost
// every first visit its full 59 KB gzip: the federation cannot tree-shake a shared package,
// since any remote might use any export. This module is shared instead (every
// @talentbrug/ui/* subpath is a singleton), so the page still has one router and one
// context, while react-router is bundled inside it and rspack drops what is not listed here:
// the data routers, framework and server rendering, fetchers, forms, sessions and cookies.
// A name a page needs is added here; shared/build/src/router-imports.test.ts keeps every
// other browser import of react-router out. Tests and the Node prerender builds import
// MemoryRouter and StaticRouter from 'react-router' itself: without a federation there,
// it is the same module as the one behind these names.
//
// react-router's major is part of this package's contract: moving the catalog to a new
// major is a breaking change of @talentbrug/ui and bumps its version (ADR 0006).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
