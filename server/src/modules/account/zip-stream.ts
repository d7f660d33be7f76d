import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of the archive: bytes in hand (deflated), or a stream read once and stored as it is. */
export type ZipEntry =
  | { name: string; modified: Date; data: Buffer }
  | { name: string; modified: Date; open: () => Promise<Readable | null> };

const STORED = 0;
const DEFLATED = 8;
// Bit 3: the CRC and the sizes follow the data (a stream's are known only at its end); bit 11: UTF-8 names.
const FLAGS = 0x0008 | 0x0800;
const VERSION = 20;
const LIMIT = 0xffff_ffff;

function dosTime(date: Date): { time: number; date: number } {
  const year = Math.max(date.getFullYear(), 1980);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  method: number;
  time: { time: number; date: number };
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(entry: Pick<Written, 'name' | 'method' | 'time'>): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(entry.time.time, 10);
  header.writeUInt16LE(entry.time.date, 12);
  // CRC and sizes stay zero here: the data descriptor after the data carries them.
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

function dataDescriptor({ crc, compressed, size }: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(compressed, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(entry.time.time, 12);
  header.writeUInt16LE(entry.time.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

/**
 * A zip archive written as it is read, so an export of gigabytes of video never sits in memory:
 * each file is streamed from storage into the response once. Files are stored (videos, photos and
 * PDFs are compressed already); bytes in hand (the JSON) are deflated. Plain zip, no ZIP64: the
 * upload quota keeps an export far below 4 GiB, and going past it fails the stream rather than
 * writing a broken archive. An entry whose `open` answers null (the object is gone) is left out.
 */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Readable {
  async function* generate(): AsyncGenerator<Buffer> {
    const written: Written[] = [];
    let offset = 0;
    for await (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const time = dosTime(entry.modified);
      const start = offset;
      if ('data' in entry) {
        const deflated = deflateRawSync(entry.data);
        const record: Written = {
          name,
          method: DEFLATED,
          time,
          crc: crc32(entry.data),
          compressed: deflated.length,
          size: entry.data.length,
          offset: start,
        };
        const head = localHeader(record);
        const tail = dataDescriptor(record);
        yield head;
        yield deflated;
        yield tail;
        offset += head.length + deflated.length + tail.length;
        written.push(record);
        continue;
      }
      const body = await entry.open();
      if (!body) continue;
      const head = localHeader({ name, method: STORED, time });
      yield head;
      let crc = 0;
      let size = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        if (offset + head.length + size > LIMIT) throw new Error('The export is larger than a zip without ZIP64 holds');
        yield chunk;
      }
      const record: Written = { name, method: STORED, time, crc, compressed: size, size, offset: start };
      const tail = dataDescriptor(record);
      yield tail;
      offset += head.length + size + tail.length;
      written.push(record);
    }
    const central = Buffer.concat(written.map(centralHeader));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(written.length, 8);
    end.writeUInt16LE(written.length, 10);
    end.writeUInt32LE(central.length, 12);
    end.writeUInt32LE(offset, 16);
    yield central;
    yield end;
  }
  return Readable.from(generate(), { objectMode: false });
}
