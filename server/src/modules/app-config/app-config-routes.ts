import type { FastifyPluginAsync } from 'fastify';

export interface AppConfig {
  supabaseUrl: string;
  supabasePublishableKey: string;
}

/**
 * The browser's runtime configuration (contract 1): where auth lives and the publishable key.
 * Served, not built in, so one build of the apps runs on the embedded service and on hosted
 * Supabase alike; no-cache so a switch takes effect on the next page load.
 */
export const appConfigRoutes: FastifyPluginAsync<{ appConfig: AppConfig }> = async (app, { appConfig }) => {
  // Serialised once: the answer is the same for every request of this process.
  const body = JSON.stringify(appConfig);
  app.get('/app-config.json', (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body);
  });
};
