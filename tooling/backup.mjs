// Shared by scripts/tasks/backup.mjs and restore.mjs: folder arguments are the operator's, so they resolve
// against the directory npm was called from (INIT_CWD), not the repository root npm runs in.
import { isAbsolute, join, resolve } from 'node:path';
import { root, run } from './tasks.mjs';

const from = process.env.INIT_CWD ?? process.cwd();
const here = (path) => (isAbsolute(path) ? path : resolve(from, path));

/** The arguments with the values of `pathOptions` (and the positionals, when asked) made absolute. */
export function cliArgs(args, pathOptions, positionalsArePaths = false) {
  return args.map((arg, index) => {
    const previous = args[index - 1];
    if (previous && pathOptions.includes(previous)) return here(arg);
    if (positionalsArePaths && !arg.startsWith('--')) return here(arg);
    return arg;
  });
}

export function backupCli(command, args) {
  const status = run(process.execPath, [join(root, 'server', 'src', 'db', 'backup-cli.ts'), command, ...args], {
    check: false,
  });
  process.exit(status);
}
