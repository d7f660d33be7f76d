import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerRemoteMap } from './remotes/load-remote.ts';
import { fetchRemoteMap } from './remotes/remote-map.ts';
import './styles/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

fetchRemoteMap()
  .then(registerRemoteMap)
  // Without a remote map every route shows its fallback; the shell itself still works.
  .catch((error: unknown) => console.error('[talentbrug] could not load /remotes.json', error))
  .finally(() => root.render(<App />));
