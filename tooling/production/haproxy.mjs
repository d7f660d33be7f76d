// The load balancer of the production run: HAProxy from Debian's packages, one port in front of
// the API instances, as a cloud load balancer would stand in front of them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function findHaproxy() {
  for (const path of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) if (existsSync(path)) return path;
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** HAProxy's path; installs Debian's package first when it is missing (as root, or through sudo). */
export function ensureHaproxy() {
  const found = findHaproxy();
  if (found) return found;
  console.log("Installing Debian's haproxy for the production run");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    execFileSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'haproxy');
  const installed = findHaproxy();
  if (!installed) throw new Error('haproxy is still missing: install it (apt-get install haproxy)');
  return installed;
}

/**
 * The configuration: round robin per request over the instances, each checked on /health every
 * second and taken out after two misses; a request whose connection is refused is sent to the
 * other instance (redispatch). X-Forwarded-For is the proxy's own view of the client, never the
 * client's word, since the instances trust it (TRUST_PROXY) for rate limits and the consent record.
 * X-Served-By names the instance that answered, so a test can see both at work.
 */
export function haproxyConfig({ port, statsPort, instances }) {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout http-request 30s
  retries 3
  option redispatch
  option forwardfor

frontend api
  bind 127.0.0.1:${port}
  http-request del-header x-forwarded-for
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
  http-response set-header x-served-by %[srv_name]
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/** Starts HAProxy in the foreground (it dies with this process) on `port`. */
export function startHaproxy({ dir, port, statsPort, instances }) {
  const binary = ensureHaproxy();
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, statsPort, instances }));
  execFileSync(binary, ['-c', '-q', '-f', file], { stdio: 'inherit' });
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stderr: () => stderr,
    /** Requests each instance answered so far, from HAProxy's own statistics. */
    async served() {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const columns = header.split(',');
      const at = (row, name) => row.split(',')[columns.indexOf(name)];
      return Object.fromEntries(
        rows
          .filter((row) => at(row, 'pxname') === 'instances' && !['FRONTEND', 'BACKEND'].includes(at(row, 'svname')))
          .map((row) => [at(row, 'svname'), Number(at(row, 'req_tot') || at(row, 'stot'))]),
      );
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
