// Upload figures for bench/results.json (`uploads`): the server's peak RSS increase while it takes a
// 100 MiB video (issue target: at most 64 MB), the upload's throughput over loopback and the time to
// the first byte of a Range request on the stored file. Loopback only, local-disk storage.
import { join } from 'node:path';
import { errorMessage, median, runAlone } from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';

const PORT = 9313;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 3;
const TARGET_PEAK_INCREASE_MIB = 64;

export async function benchUploads(root) {
  console.log('\n\u25b6 Uploads: peak RSS during a 100 MiB upload, throughput, Range time to first byte');
  const { benchUploads: measure, signUpForBench } = await import(join(root, 'server/bench/uploads.ts'));
  const result = {
    method:
      `The server on PGlite with local-disk storage (DATA_DIR/uploads; UPLOAD_DIR and S3_BUCKET blanked), ` +
      `AUTH_AUTOCONFIRM=true, one athlete. ${RUNS} runs one after the other of benchUploads() ` +
      '(server/bench/uploads.ts): one 100 MiB MP4 POSTed to /api/upload/video as ' +
      "multipart over loopback, generated while sent; the server's VmRSS read from /proc every 5 ms " +
      '(peakIncrease = peak during the upload - baseline just before it); then 30 GETs of the signed url with a ' +
      '1 MiB Range from the middle of the file (after one warm-up), ms from sending to the first body byte; the ' +
      'file is deleted after each run. Summary: the worst peak increase against the target, the median ' +
      'throughput, the median of the runs\u2019 Range medians and the worst p95.',
    target: { peakRssIncreaseMib: TARGET_PEAK_INCREASE_MIB },
    peakRssIncreaseMib: null,
    withinTarget: null,
    uploadMibPerSecond: null,
    rangeTtfbMedianMs: null,
    rangeTtfbP95Ms: null,
    runs: [],
  };
  let server = null;
  try {
    server = await startBenchServer(root, {
      port: PORT,
      label: 'bench-uploads',
      env: {
        AUTH_AUTOCONFIRM: 'true',
        // Empty means unset: the files go to the fresh data dir, never to an inherited folder or bucket.
        UPLOAD_DIR: '',
        S3_BUCKET: '',
        S3_ENDPOINT: '',
      },
    });
    const accessToken = await signUpForBench(ORIGIN);
    for (let i = 0; i < RUNS; i++) {
      const { method: _method, ...run } = await measure({ origin: ORIGIN, pid: server.child.pid, accessToken });
      result.runs.push(run);
    }
    result.peakRssIncreaseMib = Math.max(...result.runs.map((run) => run.rss.peakIncreaseMib));
    result.withinTarget = result.peakRssIncreaseMib <= TARGET_PEAK_INCREASE_MIB;
    result.uploadMibPerSecond = median(result.runs.map((run) => run.upload.mibPerSecond));
    result.rangeTtfbMedianMs = median(result.runs.map((run) => run.rangeTtfb.medianMs));
    result.rangeTtfbP95Ms = Math.max(...result.runs.map((run) => run.rangeTtfb.p95Ms));
  } catch (error) {
    result.error = errorMessage(error);
  } finally {
    await server?.stop();
  }
  return result;
}

await runAlone(import.meta.url, 'uploads', benchUploads);
