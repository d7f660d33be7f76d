// Set up before every browser-side test file (see browserTestConfig).
import { configure } from '@testing-library/react';

// findBy and waitFor give up after 1 s by default. CI runs the suites on a loaded 2-core machine,
// where a real request to the test server and React's render can take longer than that, so the
// tests wait up to 5 s for what a user would see; a test still fails once that has passed.
configure({ asyncUtilTimeout: 5000 });
