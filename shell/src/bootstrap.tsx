import { loadAppConfig } from '@talentbrug/api-client/app-config';
import { startAuth } from '@talentbrug/api-client/auth';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerRemoteMap } from './remotes/load-remote.ts';
import { fetchRemoteMap } from './remotes/remote-map.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);

// Both fetched at once; each failure is contained so the public pages still render.
const remotes = fetchRemoteMap()
  .then(registerRemoteMap)
  // Without a remote map every route shows its fallback; the shell itself still works.
  .catch((error: unknown) => console.error('[talentbrug] could not load /remotes.json', error));
const auth = loadAppConfig()
  .then(startAuth)
  // Without the config nobody can sign in (the auth state says so); the public pages still work.
  .catch((error: unknown) => console.error('[talentbrug] could not set up sign-in from /app-config.json', error));

Promise.all([remotes, auth]).finally(() => root.render(<App />));
