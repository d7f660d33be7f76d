import { accessSync, chmodSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where FFmpeg and ffprobe are. `FFMPEG_PATH` / `FFPROBE_PATH` win (production uses the system's,
 * maintained by the OS); otherwise the static builds of the registry packages, so `npm start` needs
 * nothing installed. The packages are resolved from this file's own URL; in the server's bundle
 * `import.meta.url` is rewritten to this source file's URL (src/bundle/import-meta-url.ts), so the
 * same node_modules is found as long as dist/ stays beside src/.
 */
export interface Binaries {
  readonly ffmpeg: string;
  readonly ffprobe: string;
}

export interface BinaryEnv {
  readonly FFMPEG_PATH?: string | undefined;
  readonly FFPROBE_PATH?: string | undefined;
}

const PACKAGES = {
  ffmpeg: '@ffmpeg-installer/linux-x64',
  ffprobe: '@ffprobe-installer/linux-x64',
} as const;

export class FfmpegNotFoundError extends Error {
  constructor(tool: 'ffmpeg' | 'ffprobe', detail: string) {
    const envName = tool === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH';
    super(
      `${tool} not found: ${detail}. Set ${envName} to the system's ${tool} (e.g. /usr/bin/${tool}) or install the ` +
        `optional dependency ${PACKAGES[tool]} (Linux x64 only).`,
    );
    this.name = 'FfmpegNotFoundError';
  }
}

function fromPackage(tool: 'ffmpeg' | 'ffprobe'): string {
  let packageJson: string;
  try {
    packageJson = createRequire(import.meta.url).resolve(`${PACKAGES[tool]}/package.json`);
  } catch (error) {
    throw new FfmpegNotFoundError(
      tool,
      `${PACKAGES[tool]} is not installed (${(error as Error).message.split('\n')[0]})`,
    );
  }
  const binary = join(dirname(packageJson), tool);
  if (!existsSync(binary)) throw new FfmpegNotFoundError(tool, `${binary} does not exist`);
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    // The package's postinstall (chmod u+x) does not run under pnpm unless the package is listed in
    // onlyBuiltDependencies, so its binary can arrive without the execute bit. Do what it would have done.
    try {
      chmodSync(binary, statSync(binary).mode | 0o755);
    } catch (error) {
      throw new FfmpegNotFoundError(tool, `${binary} is not executable and chmod failed (${(error as Error).message})`);
    }
  }
  return binary;
}

function fromEnv(tool: 'ffmpeg' | 'ffprobe', path: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new FfmpegNotFoundError(tool, `${path} (from the environment) is missing or not executable`);
  }
  return path;
}

/** Resolves both binaries now and throws FfmpegNotFoundError naming what is missing. */
export function resolveBinaries(env: BinaryEnv = process.env): Binaries {
  return {
    ffmpeg: env.FFMPEG_PATH ? fromEnv('ffmpeg', env.FFMPEG_PATH) : fromPackage('ffmpeg'),
    ffprobe: env.FFPROBE_PATH ? fromEnv('ffprobe', env.FFPROBE_PATH) : fromPackage('ffprobe'),
  };
}

let cached: Binaries | undefined;

/** The binaries of this process, resolved once on first use (a missing binary throws at every call). */
export function binaries(): Binaries {
  cached ??= resolveBinaries();
  return cached;
}
