import { createAppConfig } from '@talentbrug/build/rspack';

export default createAppConfig({ kind: 'remote', name: 'auth', dir: import.meta.dirname });
