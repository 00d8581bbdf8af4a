import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import type { ProviderCredentials } from '@/integrations/calendar/port'

import { env } from '../env'

const key = () =>
  createHash('sha256')
    .update(`calendar-credentials:${env().CALENDAR_ENCRYPTION_KEY ?? env().PAYLOAD_SECRET}`)
    .digest()

/** AES-256-GCM: `v1.` + base64(iv ‖ tag ‖ ciphertext). */
export function encryptCredentials(credentials: ProviderCredentials): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()])
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`
}

export function decryptCredentials(stored: string): ProviderCredentials {
  if (!stored.startsWith('v1.')) throw new Error('Identifiants d’agenda illisibles')
  const raw = Buffer.from(stored.slice(3), 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return JSON.parse(
    Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
  ) as ProviderCredentials
}
