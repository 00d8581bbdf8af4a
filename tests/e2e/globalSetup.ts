import { spawn } from 'node:child_process'
import path from 'node:path'

import { prepareDatabase } from '../../scripts/lib/prepareDatabase'
import { createTestDatabase } from '../helpers/testDatabase'

/**
 * A fresh database with the demo data, and the production server on it. Returns the teardown:
 * the server is stopped by its PID (Next renames its process), then the database is dropped.
 */
export default async function globalSetup() {
  const port = process.env.E2E_PORT ?? '3100'
  const database = await createTestDatabase('e2e')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ??= 'e2e-secret-e2e-secret-e2e-secret-0001'
  process.env.SITE_URL = `http://127.0.0.1:${port}`
  await prepareDatabase({ seed: true })

  const server = spawn(path.join(process.cwd(), 'node_modules/.bin/next'), ['start', '-p', port, '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    await database.drop()
  }
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`)
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}

async function waitForHealth(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Le serveur de test ne répond pas sur ${url}`)
}
