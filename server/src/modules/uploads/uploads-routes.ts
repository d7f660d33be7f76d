import multipart from '@fastify/multipart';
import { UPLOAD_KINDS, UPLOAD_MAX_BYTES, type UploadKind } from '@talentbrug/domain/uploads';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFoundError, UnsupportedMediaTypeError } from '../../errors.ts';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import {
  asClientError,
  FILE_NOT_FOUND,
  MULTIPART_OVERHEAD_BYTES,
  type UploadPart,
  type UploadsService,
} from './uploads-service.ts';

const idParams = z.object({ id: z.string() });
const listQuery = z.object({ type: z.string().optional() });
/** A signed link's query (SignedLinkQuery); used by modules/video too. */
export const linkQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() });
const NOT_MULTIPART = 'Stuur het bestand als multipart/form-data.';

/** Busboy's limits: one file (one byte over the limit still reaches our own count), a few short fields. */
const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES + 1,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

/** The file id of the path; one that is no UUID names no file (404). Used by modules/video too. */
export function idOf(request: FastifyRequest): string {
  const { id } = idParams.parse(request.params);
  if (!z.uuid().safeParse(id).success) throw new NotFoundError(FILE_NOT_FOUND);
  return id;
}

function contentLengthOf(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  return header && /^\d+$/.test(header) ? Number(header) : null;
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function* partsOf(request: FastifyRequest): AsyncIterable<UploadPart> {
  const parts = request.parts({ limits: MULTIPART_LIMITS });
  try {
    for (;;) {
      // Only the parser's own failures land here (the consumer's end the loop through return()).
      const next = await parts.next().catch((error: unknown) => {
        throw asClientError(error);
      });
      if (next.done) return;
      const part = next.value;
      yield part.type === 'file'
        ? { kind: 'file', field: part.fieldname, filename: part.filename, mimetype: part.mimetype, stream: part.file }
        : { kind: 'field', name: part.fieldname, value: part.value, truncated: part.valueTruncated };
    }
  } finally {
    await parts.return?.(undefined);
  }
}

/**
 * An upload refused before its body was read to the end: a browser reads the answer only once it
 * has sent the body, so a body of a size we would have taken anyway is read and dropped; a larger
 * or unsized one ends with the connection.
 */
function settleUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete || request.raw.destroyed) return;
  const length = contentLengthOf(request);
  if (length !== null && length <= UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) request.raw.resume();
  else reply.header('connection', 'close');
}

/**
 * The caller's files (spec "Upload"): uploads streamed to storage, the list, delete; another
 * athlete's id is a 404 like an unknown one. The file's bytes are reached by a signed link that
 * needs no bearer token, so a `<video src>` can stream them with range requests.
 */
export const uploadsRoutes: FastifyPluginAsync<{ service: UploadsService }> = async (app, { service }) => {
  await app.register(async (api: FastifyInstance) => {
    addLenientJsonParser(api, undefined);
    protectDataRoutes(api);

    api.get('/upload/files', async (request) => {
      const { type } = listQuery.parse(request.query);
      return { files: await service.list(requireUser(request).id, type) };
    });

    // The athlete's choice of highlight: this uploaded video instead of the link or another one.
    api.put('/upload/file/:id/highlight', async (request) => ({
      profile: await service.showOnProfile(requireUser(request).id, idOf(request)),
    }));

    api.delete('/upload/file/:id', async (request, reply) => {
      await service.remove(requireUser(request).id, idOf(request));
      return reply.code(204).send();
    });
  });

  await app.register(async (uploads: FastifyInstance) => {
    // Only multipart reaches these routes; the body is streamed by the handler, never buffered.
    uploads.removeAllContentTypeParsers();
    await uploads.register(multipart, { limits: MULTIPART_LIMITS });
    protectDataRoutes(uploads);

    for (const kind of UPLOAD_KINDS) {
      uploads.post(`/upload/${kind}`, async (request, reply) => {
        const userId = requireUser(request).id;
        try {
          await service.admit(userId, contentLengthOf(request));
          if (!request.isMultipart()) throw new UnsupportedMediaTypeError(NOT_MULTIPART);
          const file = await service.upload(userId, kind as UploadKind, partsOf(request));
          return reply.code(201).send({ file });
        } catch (error) {
          settleUnreadBody(request, reply);
          throw error;
        }
      });
    }
  });

  const content = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = idOf(request);
    const link = linkQuery.parse(request.query);
    const file = await service.open(id, link, {
      range: request.headers.range,
      ifRange: headerText(request.headers['if-range']),
      headOnly: request.method === 'HEAD',
    });
    if ('redirect' in file) {
      return reply.code(302).header('cache-control', 'no-store').header('location', file.redirect).send();
    }
    return reply.code(file.status).headers(file.headers).send(file.body);
  };
  // A HEAD of its own: Fastify's automatic one would read the whole file to throw it away.
  app.get('/upload/file/:id/content', { exposeHeadRoute: false }, content);
  app.head('/upload/file/:id/content', content);
};
