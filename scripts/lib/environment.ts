import { createECDH, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ensureDatabase, startEmbeddedPostgres } from './embedded'

const ROOT = process.cwd()
const DATA = path.join(ROOT, '.data')

/** Reads `.env` when present (the process environment wins). */
export function loadDotEnv() {
  const file = path.join(ROOT, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/**
 * In production the database and the secret are the operator's: without them the start stops here,
 * before anything is built, started or written (the embedded database is for development and the demo).
 */
export function requireProductionEnvironment() {
  if (process.env.NODE_ENV !== 'production') return
  const missing = ['DATABASE_URL', 'PAYLOAD_SECRET'].filter((name) => !process.env[name])
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' et ')} ${missing.length > 1 ? 'sont obligatoires' : 'est obligatoire'} en production (voir .env.example et le README).`,
    )
  }
}

/**
 * PAYLOAD_SECRET from the environment; on a developer machine without one, a random secret kept
 * in the git-ignored .data folder so sessions survive restarts. Production must set it.
 */
export function ensureSecret() {
  if (process.env.PAYLOAD_SECRET) return
  requireProductionEnvironment()
  const file = path.join(DATA, 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(DATA, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

/** A VAPID key pair (P-256, base64url: the public key uncompressed, the private key's 32 bytes), as web-push makes one. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1')
  curve.generateKeys()
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: curve.getPrivateKey().toString('base64url'),
  }
}

/**
 * The Web Push keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) from the environment; on a developer
 * machine without them, a pair kept in .data so the demo's notifications work and survive
 * restarts (a new pair would end every browser's subscription). Production sets its own or has no push.
 */
export function ensureVapidKeys() {
  if (process.env.VAPID_PUBLIC_KEY || process.env.VAPID_PRIVATE_KEY || process.env.NODE_ENV === 'production') return
  const file = path.join(DATA, 'vapid-keys.json')
  if (!existsSync(file)) {
    mkdirSync(DATA, { recursive: true })
    writeFileSync(file, JSON.stringify(newVapidKeys()), { mode: 0o600 })
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
  process.env.VAPID_PUBLIC_KEY = keys.publicKey
  process.env.VAPID_PRIVATE_KEY = keys.privateKey
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL server and its `toiletteurs` database. */
export async function ensureDatabaseUrl(): Promise<{ url: string; embedded: boolean; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  requireProductionEnvironment()
  console.log('Démarrage de PostgreSQL embarqué (.data/postgres)…')
  const server = await startEmbeddedPostgres()
  const url = await ensureDatabase(server.baseUrl, 'toiletteurs')
  process.env.DATABASE_URL = url
  return { url, embedded: true, stop: server.stop }
}

/**
 * How long `next start` keeps an idle connection open. Node's 5 s default closes sockets that
 * clients (proxies, load balancers, test runners) are about to reuse, and the request then fails
 * with ECONNRESET; clients' own idle timeouts are shorter than this.
 */
export const KEEP_ALIVE_MS = '65000'
