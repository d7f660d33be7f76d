import { browserTestConfig } from '@talentbrug/build/vitest';

// Kept isolated (issue 35 item 8): in a shared worker, and also with pool 'threads', the outreach
// chunk the dashboard loads lazily is already loaded when server-render-pages.test renders two
// dashboards, so the page reads ['outreach','list'], which its server render does not read, and
// 'two athletes rendered at once' fails. Share the worker (`{ isolate: false }`) once that passes.
export default browserTestConfig();
