import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compileProcesses } from '../../scripts/build.mjs'
import { bookableGroomer, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { createAppointment } from './helpers/people'

/**
 * Real `npm run worker` processes (scripts/runtime/worker.ts, compiled as the build does and run
 * with node) on the run's database, as separate app instances would be: each runs its jobs once at
 * start and on schedule. Only the reminders job (JOBS_ONLY), so the other files' calendars and
 * requests are left alone.
 */
let payload: Payload
let workerScript: string
const started: ChildProcess[] = []

type Worker = { reminderRuns: string[]; stop: () => Promise<number | null> }

/** Starts a worker running the reminders alone and resolves once its first run has been logged (done or skipped). */
function startWorker(): Promise<Worker> {
  // No provider: the messages go to the outbox, where the test counts them.
  const env: NodeJS.ProcessEnv = { ...process.env, JOBS_ONLY: 'reminders' }
  for (const key of ['RESEND_API_KEY', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM', 'TWILIO_VERIFY_SERVICE_SID']) delete env[key]
  // --conditions=production: as `npm run worker` (see scripts/build.mjs on lexical).
  const child = spawn(process.execPath, ['--conditions=production', workerScript], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(child)
  let output = ''
  const reminderRuns: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode)
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Le worker n’a pas lancé les rappels :\n${output}`)), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      for (const line of chunk.toString().split('\n')) if (line.includes('"msg":"job"') && line.includes('"job":"reminders"')) reminderRuns.push(line)
      if (reminderRuns.length > 0) {
        clearTimeout(timer)
        resolve({ reminderRuns, stop })
      }
    })
    // 'close', not 'exit': the output may still be unread when the process has exited.
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (reminderRuns.length === 0) reject(new Error(`Le worker s’est arrêté (code ${code}, signal ${signal}) :\n${output}`))
    })
  })
}

type RunLine = { status: string; counts?: Record<string, number> }
const sentBy = (runs: string[]) => runs.reduce((sum, line) => sum + ((JSON.parse(line) as RunLine).counts?.emailSent ?? 0), 0)

beforeAll(async () => {
  payload = await getTestPayload()
  const outdir = path.join(process.cwd(), 'node_modules/.cache/toiletteurs-int/dist')
  await compileProcesses({ outdir, entries: ['worker'] })
  workerScript = path.join(outdir, 'worker.mjs')
}, 60_000)

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
    // SIGTERM: each waits for its runs in progress, then exits 0.
    expect(await Promise.all([one.stop(), two.stop()])).toEqual([0, 0])
    expect(await outbox(attendee.email, 'email')).toBe(1)
    expect(await outbox(phone, 'sms')).toBe(1)
    // One process sent it; the other met the lock (skipped) or found the reminder already claimed.
    expect(sentBy([...one.reminderRuns, ...two.reminderRuns])).toBeGreaterThanOrEqual(1)

    // A restart: a new process, nothing in memory, the same database.
    const three = await startWorker()
    await three.stop()
    expect(['done', 'skipped']).toContain((JSON.parse(three.reminderRuns[0]) as RunLine).status)
    expect(await outbox(attendee.email, 'email')).toBe(1)
    expect(await outbox(phone, 'sms')).toBe(1)
    expect((await payload.findByID({ collection: 'appointments', id: appointment.id, overrideAccess: true, depth: 0 })).reminderEmailSentAt).toBeTruthy()
  }, 240_000)

})
