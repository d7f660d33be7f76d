import { createAppConfig } from '@talentbrug/build/rspack';

export default createAppConfig({ kind: 'host', dir: import.meta.dirname });
