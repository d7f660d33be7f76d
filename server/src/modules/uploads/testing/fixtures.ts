/**
 * What the uploads tests (and the bench) send: real file bytes made here (a minimal MP4 is an
 * `ftyp` box and an `mdat` box; no ffmpeg needed), multipart bodies for inject, and streamed
 * uploads over a real socket that never hold the file in memory.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** An MP4 `file-type` (and a browser) recognise: ftyp (isom), then media data. */
export const MP4_HEADER = box(
  'ftyp',
  Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]),
);

/** A tiny MP4 of `size` bytes whose bytes after the header are random, so ranges are checkable. */
export function tinyMp4(size = 4096): Buffer {
  const dataLength = size - MP4_HEADER.length - 8;
  if (dataLength < 0) throw new Error('an MP4 needs at least 40 bytes');
  return Buffer.concat([MP4_HEADER, box('mdat', randomBytes(dataLength))]);
}

export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fe0dc7d3ed0000000049454e44ae426082',
  'hex',
);

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  content: Buffer;
}

export const BOUNDARY = '----talentbrug-test-boundary';

/** A multipart/form-data body for inject: fields, then files, in the order given. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
});

const ZEROS = Buffer.alloc(256 * 1024);

/** Where a streamed body stops for a while: after `bytes` of the file, until `until` settles. */
export interface BodyPause {
  bytes: number;
  until: Promise<unknown>;
}

/**
 * A multipart body of one MP4 of `size` bytes, generated as it is read: the MP4 header, then
 * zeros, 256 KB at a time. `failAfter` bytes of file in, the stream breaks off (a client going away);
 * `pause` holds the rest back (a slow connection, while the test does something else).
 */
export function streamedMultipart(
  field: string,
  size: number,
  options: { fields?: Record<string, string>; failAfter?: number; pause?: BodyPause } = {},
): { stream: Readable; length: number } {
  const fields = Object.entries(options.fields ?? {})
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${fields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="wedstrijd.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const { failAfter, pause } = options;
  async function* generate() {
    yield head;
    yield MP4_HEADER;
    let sent = MP4_HEADER.length;
    let paused = false;
    while (sent < size) {
      if (failAfter !== undefined && sent >= failAfter) throw new Error('client went away');
      if (pause && !paused && sent >= pause.bytes) {
        paused = true;
        await pause.until;
      }
      const limit = pause && !paused ? Math.max(1, pause.bytes - sent) : ZEROS.length;
      const chunk = ZEROS.subarray(0, Math.min(limit, ZEROS.length, size - sent));
      sent += chunk.length;
      yield chunk;
    }
    yield tail;
  }
  return { stream: Readable.from(generate(), { objectMode: false }), length: head.length + size + tail.length };
}

export interface StreamedAnswer {
  status: number;
  body: string;
}

/**
 * POSTs a streamed multipart body over a real connection. `abortAfter` bytes into the file the
 * request is destroyed mid-body, as a closed browser tab would, and the promise answers null.
 */
export function postStreamed(
  url: string,
  token: string,
  field: string,
  size: number,
  options: {
    fields?: Record<string, string>;
    abortAfter?: number;
    onProgress?: (sent: number) => void;
    pause?: BodyPause;
  } = {},
): Promise<StreamedAnswer | null> {
  const { stream, length } = streamedMultipart(field, size, {
    fields: options.fields ?? {},
    ...(options.pause ? { pause: options.pause } : {}),
  });
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      headers: { ...multipartHeaders(token), 'content-length': String(length) },
    });
    let sent = 0;
    let aborted = false;
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', (error) => (aborted ? resolve(null) : reject(error)));
    stream.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      options.onProgress?.(sent);
      if (options.abortAfter !== undefined && sent >= options.abortAfter && !aborted) {
        aborted = true;
        stream.destroy();
        outgoing.destroy();
        return;
      }
      if (!outgoing.write(chunk)) {
        stream.pause();
        outgoing.once('drain', () => stream.resume());
      }
    });
    stream.on('end', () => outgoing.end());
  });
}

/** Every file below `dir`, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string, prefix: string) => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else found.push(`${prefix}${name}`);
    }
  };
  walk(dir, '');
  return found;
}
