#!/usr/bin/env node
// Brings the project's own toolchain (Node 24 LTS and the pinned pnpm) from the npm
// registry when the machine's Node is older, then runs a task under it. It must run on
// Node >= 20 with nothing but npm, so it uses only node: built-ins.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const NODE_VERSION = pkg.devEngines?.runtime?.version ?? '24.21.0';
const PNPM_VERSION = pkg.packageManager.replace(/^pnpm@/, '').split('+')[0];
const tools = join(root, '.tools');
const bin = join(tools, 'bin');

function npmInstall(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(
    npm,
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      spec,
    ],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
}

function version(nodePath) {
  try {
    return execFileSync(nodePath, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
  } catch {
    return '';
  }
}

function ensureNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return process.execPath;
  const pkgName = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const nodePath = join(tools, 'node', 'node_modules', pkgName, 'bin', 'node');
  if (version(nodePath) !== NODE_VERSION) {
    console.log(`[toolchain] Node ${process.versions.node} is too old; fetching Node ${NODE_VERSION} (${pkgName})`);
    rmSync(join(tools, 'node'), { recursive: true, force: true });
    npmInstall(join(tools, 'node'), `${pkgName}@${NODE_VERSION}`);
  }
  return nodePath;
}

function ensurePnpm() {
  const cli = join(tools, 'pnpm', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  const pkgJson = join(tools, 'pnpm', 'node_modules', 'pnpm', 'package.json');
  const have = existsSync(pkgJson) ? JSON.parse(readFileSync(pkgJson, 'utf8')).version : '';
  if (have !== PNPM_VERSION) {
    console.log(`[toolchain] fetching pnpm ${PNPM_VERSION}`);
    rmSync(join(tools, 'pnpm'), { recursive: true, force: true });
    npmInstall(join(tools, 'pnpm'), `pnpm@${PNPM_VERSION}`);
  }
  return cli;
}

// A bin directory first on PATH, so every child process (pnpm scripts, rspack,
// vitest, playwright) runs on the same Node and finds the same pnpm.
function writeShims(nodePath, pnpmCli) {
  mkdirSync(bin, { recursive: true });
  const nodeShim = join(bin, 'node');
  rmSync(nodeShim, { force: true });
  if (nodePath !== process.execPath || !existsSync(nodeShim)) symlinkSync(nodePath, nodeShim);
  const pnpmShim = join(bin, 'pnpm');
  writeFileSync(pnpmShim, `#!/bin/sh\nexec "${nodePath}" "${pnpmCli}" "$@"\n`);
  chmodSync(pnpmShim, 0o755);
}

const [task, ...args] = process.argv.slice(2);
if (task && !existsSync(join(root, 'scripts', 'tasks', `${task}.mjs`))) {
  const tasks = readdirSync(join(root, 'scripts', 'tasks'))
    .filter((name) => name.endsWith('.mjs') && !name.endsWith('.test.mjs'))
    .map((name) => name.slice(0, -'.mjs'.length));
  console.error(`toolchain: no task '${task}'; the tasks are ${tasks.join(', ')}`);
  process.exit(2);
}
const nodePath = ensureNode();
const pnpmCli = ensurePnpm();
writeShims(nodePath, pnpmCli);
const env = {
  ...process.env,
  PATH: `${bin}:${process.env.PATH ?? ''}`,
  // pnpm must not try to switch itself to another version or download a Node.
  COREPACK_ENABLE_STRICT: '0',
  npm_config_manage_package_manager_versions: 'false',
};

const run = (cmd, cmdArgs) => {
  const res = spawnSync(cmd, cmdArgs, { cwd: root, env, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

if (process.env.TALENTBRUG_SKIP_INSTALL !== '1') {
  run(join(bin, 'pnpm'), ['install', '--frozen-lockfile', '--prefer-offline']);
}
if (task) run(nodePath, [join(root, 'scripts', 'tasks', `${task}.mjs`), ...args]);
