import { createAppConfig } from '@talentbrug/build/rspack';

export default createAppConfig({ kind: 'remote', name: 'recruit', dir: import.meta.dirname });
