import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { KEEP_ALIVE_MS } from './environment'

/**
 * Production as it runs with several web instances: standalone servers on loopback sharing the
 * current DATABASE_URL, and nginx in front of them with the committed site configuration
 * (deploy/nginx/site.conf), only its port and upstream servers set for the run. Used by the
 * scale-out test and `bench:scale`.
 */
export type Instance = {
  url: string
  port: number
  process: ChildProcess
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export async function startInstance(port: number, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, [path.join(process.cwd(), '.next/standalone/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      KEEP_ALIVE_TIMEOUT: KEEP_ALIVE_MS,
      STORAGE_DIR: process.cwd(),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      // Behind nginx: the client's address is the entry nginx appended.
      TRUSTED_PROXY_HOPS: '1',
      ...env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode)
      child.once('exit', (code) => resolve(code))
      child.kill(signal)
    })
  try {
    await waitForReady(`${url}/api/v1/health/ready`, child)
  } catch (error) {
    await stop('SIGKILL')
    throw error
  }
  return { url, port, process: child, stop }
}

export type LoadBalancer = { url: string; stop: () => Promise<void> }

/** nginx (Debian's package) with deploy/nginx/site.conf in front of `upstreams` (host:port). */
export async function startLoadBalancer(port: number, upstreams: string[]): Promise<LoadBalancer> {
  const executable = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
  // A missing binary would never emit 'exit': say so instead of waiting.
  if (!existsSync(executable))
    throw new Error(`nginx introuvable (${executable}) : apt-get install nginx, ou NGINX_PATH`)
  const prefix = mkdtempSync(path.join(tmpdir(), 'toiletteurs-nginx-'))
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir))
  const site = readFileSync(path.join(process.cwd(), 'deploy/nginx/site.conf'), 'utf8').replace(
    /listen 8080;/,
    `listen 127.0.0.1:${port};`,
  )
  if (site.includes('listen 8080')) throw new Error('deploy/nginx/site.conf : directive listen introuvable')
  writeFileSync(path.join(prefix, 'site.conf'), site)
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream toiletteurs {
${upstreams.map((upstream) => `    server ${upstream} max_fails=2 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  include ${prefix}/site.conf;
}
`,
  )
  const nginx = spawn(executable, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill('SIGQUIT')
      await new Promise((resolve) => nginx.once('exit', resolve))
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await waitForReady(`${url}/api/v1/health/live`, nginx)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Le processus s’est arrêté (code ${child.exitCode}) avant de répondre sur ${url}`)
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Pas de réponse sur ${url}`)
}

/**
 * Production's shape (compose.yaml) beside a benchmark's site at `baseUrl`: a second instance on
 * the next port, nginx on the one after in front of both; `work` gets nginx's address and the
 * second instance (for its CPU). Both stop after `work`.
 */
export async function withSecondInstance<T>(
  baseUrl: string,
  work: (balancerUrl: string, second: Instance) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const first = new URL(baseUrl)
  const secondPort = Number(first.port) + 1
  const second = await startInstance(secondPort, env)
  try {
    const balancer = await startLoadBalancer(secondPort + 1, [first.host, `127.0.0.1:${secondPort}`])
    try {
      return await work(balancer.url, second)
    } finally {
      await balancer.stop()
    }
  } finally {
    await second.stop()
  }
}
