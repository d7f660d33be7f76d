import { createAppConfig } from '@talentbrug/build/rspack';

export default createAppConfig({ kind: 'remote', name: 'onboarding', dir: import.meta.dirname });
