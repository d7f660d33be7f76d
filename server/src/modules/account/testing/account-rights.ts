import { accountExportSchema, DELETE_CONFIRMATION, EXPORT_JSON_NAME } from '@talentbrug/domain/contracts/account';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { readZip } from './read-zip.ts';

/**
 * The athlete's export as they download it: the answer, the archive's files, gegevens.json as
 * text (to search for what must not be there) and read with the export's schema.
 */
export async function exportAccount(app: FastifyInstance, token: string) {
  const response = await app.inject({ url: '/api/account/export', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  const files = await readZip(response.rawPayload);
  const json = files.get(EXPORT_JSON_NAME)?.toString('utf8') ?? '';
  return { response, files, json, data: accountExportSchema.parse(JSON.parse(json)) };
}

/** Deletes the account as the athlete does, signed in a moment ago and with the confirmation typed. */
export async function deleteAccount(app: FastifyInstance, token: string) {
  const response = await app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { authorization: `Bearer ${token}` },
    payload: { confirmation: DELETE_CONFIRMATION },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
