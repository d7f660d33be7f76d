import { browserTestConfig } from '@talentbrug/build/vitest';

// The files run in one shared worker (one jsdom, node_modules loaded once), each with the package's
// own modules loaded afresh; they pass in any order (issue 35 item 8, browserTestConfig).
export default browserTestConfig({ isolate: false });
