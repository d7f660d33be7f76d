import { browserTestConfig } from '@talentbrug/build/vitest';

export default browserTestConfig();
