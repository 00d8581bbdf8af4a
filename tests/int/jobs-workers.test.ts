import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookableGroomer, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { createAppointment } from './helpers/people'

/**
 * Real `npm run worker` processes (scripts/worker.ts) on the run's database, as separate app
 * instances would be: each runs its jobs once at start and on schedule. Only the reminders job
 * (JOBS_ONLY), so the other files' calendars and requests are left alone.
 */
let payload: Payload
const started: ChildProcess[] = []

type Worker = { reminderRuns: string[]; stop: () => Promise<void> }

/** A `npm run worker` process running the reminders alone, with its output collected. */
function spawnWorker(startTimeoutMs: number) {
  // No provider: the messages go to the outbox, where the test counts them.
  const env: NodeJS.ProcessEnv = { ...process.env, JOBS_ONLY: 'reminders', WORKER_START_TIMEOUT_MS: String(startTimeoutMs) }
  for (const key of ['RESEND_API_KEY', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM', 'TWILIO_VERIFY_SERVICE_SID']) delete env[key]
  const child = spawn(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/worker.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(child)
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  return { child, output: () => output }
}

/**
 * Starts a worker and resolves once its first reminders run has been logged (done or skipped).
 * A worker whose own start-up watchdog fired (a module load that never completed, a tsx/Node
 * defect, see scripts/worker.ts) is started again, at most twice, as its supervisor would.
 */
function startWorker(attempt = 1): Promise<Worker> {
  const { child, output } = spawnWorker(45_000)
  const reminderRuns: string[] = []
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Le worker n’a pas lancé les rappels :\n${output()}`)), 90_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.startsWith('[job reminders]')) reminderRuns.push(line)
      if (reminderRuns.length > 0) {
        clearTimeout(timer)
        resolve({ reminderRuns, stop })
      }
    })
    // 'close', not 'exit': the output may still be unread when the process has exited.
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (reminderRuns.length > 0) return
      if (output().includes('start-up stuck') && attempt < 3) {
        console.warn(`[test] worker start-up stuck (attempt ${attempt}), started again`)
        return resolve(startWorker(attempt + 1))
      }
      reject(new Error(`Le worker s’est arrêté (code ${code}, signal ${signal}) :\n${output()}`))
    })
  })
}

const sentBy = (runs: string[]) => runs.reduce((sum, line) => sum + Number(/emailSent=(\d+)/.exec(line)?.[1] ?? 0), 0)

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('scheduled jobs in separate processes on one database', () => {
  it('two workers at once send a due reminder once, and a worker started after they stopped sends nothing more', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const phone = '+33611223344'
    await payload.update({ collection: 'attendees', id: attendee.id, overrideAccess: true, data: { phone } })
    const start = DateTime.now().setZone('Europe/Paris').plus({ days: 1 }).set({ hour: 11, minute: 0, second: 0, millisecond: 0 })
    const appointment = await createAppointment(payload, { groomer: groomer.id, attendee: attendee.id, start: start.toUTC().toISO()!, end: start.plus({ hours: 1 }).toUTC().toISO()!, status: 'confirmed' })
    await payload.update({ collection: 'appointments', id: appointment.id, overrideAccess: true, data: { motive: motive.id } })
    const outbox = async (to: string, channel: 'email' | 'sms') => (await payload.count({ collection: 'outbox', overrideAccess: true, where: { and: [{ to: { equals: to } }, { channel: { equals: channel } }] } })).totalDocs

    const [one, two] = await Promise.all([startWorker(), startWorker()])
    await Promise.all([one.stop(), two.stop()])
    expect(await outbox(attendee.email, 'email')).toBe(1)
    expect(await outbox(phone, 'sms')).toBe(1)
    // One process sent it; the other met the lock (skipped) or found the reminder already claimed.
    expect(sentBy([...one.reminderRuns, ...two.reminderRuns])).toBeGreaterThanOrEqual(1)

    // A restart: a new process, nothing in memory, the same database.
    const three = await startWorker()
    await three.stop()
    expect(three.reminderRuns[0]).toMatch(/^\[job reminders\] (done|skipped)/)
    expect(await outbox(attendee.email, 'email')).toBe(1)
    expect(await outbox(phone, 'sms')).toBe(1)
    expect((await payload.findByID({ collection: 'appointments', id: appointment.id, overrideAccess: true, depth: 0 })).reminderEmailSentAt).toBeTruthy()
  }, 240_000)

  it('a worker whose start-up outlasts WORKER_START_TIMEOUT_MS exits 1 and says why, for its supervisor to restart it', async () => {
    const { child, output } = spawnWorker(1)
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
    expect(code).toBe(1)
    expect(output()).toContain('[worker] start-up stuck')
    expect(output()).not.toContain('[job reminders]')
  }, 60_000)
})
