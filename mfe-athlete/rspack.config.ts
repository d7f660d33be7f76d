import { createAppConfig } from '@talentbrug/build/rspack';

export default createAppConfig({ kind: 'remote', name: 'athlete', dir: import.meta.dirname });
