import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { fromBufferPromise } from 'yauzl';

/**
 * Reads a whole zip as an unzip tool does (yauzl: from the end of the archive through the central
 * directory, ZIP64 included), checking each entry's size and, which yauzl leaves to its caller,
 * its CRC. For the tests of the export, so they see the archive as the athlete's computer will.
 */
export async function readZip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(archive, { strictFileNames: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const data = await buffer(await zip.openReadStreamPromise(entry));
    if (crc32(data) !== entry.crc32) throw new Error(`${entry.fileName} fails its CRC`);
    files.set(entry.fileName, data);
  }
  return files;
}
