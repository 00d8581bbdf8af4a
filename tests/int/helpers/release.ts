import { spawn } from 'node:child_process'

/**
 * The release step with the demo seed on `databaseUrl`, in its own process, as a deployment runs it
 * (the test's own Payload stays on its database).
 */
export function releaseWithDemo(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=production', '--import', 'tsx', 'scripts/runtime/release.ts', '--seed-demo'],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`release (code ${code}) : ${errors}`))))
  })
}
