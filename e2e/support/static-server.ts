// The static server lives in @talentbrug/tooling (scripts/tasks/serve-remote.mjs serves a remote with it too).
export { type StaticServer, serveStatic } from '@talentbrug/tooling/static-server';
