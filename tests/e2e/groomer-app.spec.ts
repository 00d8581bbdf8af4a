import type { BrowserContext, Locator, Page } from '@playwright/test'
import { DateTime } from 'luxon'

import {
  decryptPush,
  E2E_PUSH_PORTS,
  type PushService,
  startPushService,
  testSubscription,
} from '../../scripts/lib/pushService'
import { expect, type TestGroomer, test } from './helpers/accounts'
import { CHROMIUM_ARGS } from './helpers/browserArgs'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'

/**
 * Issue 36 items 1 and 2: the groomer's space installs as an app and its phone hears of a new
 * request at once. Chromium here reaches no real push service: the page's PushManager gives the
 * subscription of this worker's loopback push service (keys made by the test), which is what a
 * browser hands the page; the rest is real: the page's button, the API, the site's signed and
 * encrypted Web Push, the service worker showing it.
 */
let service: PushService

// The full Chromium (new headless): the headless shell denies notifications whatever is granted.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  },
})

// eslint-disable-next-line no-empty-pattern -- Playwright's hooks take their fixtures first, none needed here.
test.beforeAll(async ({}, testInfo) => {
  service = await startPushService(E2E_PUSH_PORTS[testInfo.parallelIndex % E2E_PUSH_PORTS.length])
})
test.afterAll(async () => {
  await service?.close()
})

/**
 * A phone whose notifications the site may show, and whose push service hands the page this
 * test's loopback subscription (no real one is reachable here).
 */
async function notifiedPhone(page: Page, context: BrowserContext) {
  const phone = testSubscription(service.endpoint())
  await context.grantPermissions(['notifications'], { origin: new URL(test.info().project.use.baseURL!).origin })
  await page.addInitScript(
    ({ endpoint, keys }) => {
      let current: PushSubscription | null = null
      const make = () =>
        ({
          endpoint,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => ((current = null), true),
        }) as unknown as PushSubscription
      PushManager.prototype.subscribe = async () => (current ??= make())
      PushManager.prototype.getSubscription = async () => current
    },
    { endpoint: phone.endpoint, keys: phone.keys },
  )
  return phone
}

/** « Activer les notifications sur cet appareil » in `section`, answered and turned into « Désactiver ». */
async function switchNotificationsOn(section: Locator) {
  await section.getByRole('button', { name: 'Activer les notifications sur cet appareil' }).click()
  await expect(section.getByRole('status')).toHaveText('Les notifications sont activées sur cet appareil.')
  await expect(section.getByRole('button', { name: 'Désactiver sur cet appareil' })).toBeVisible()
}

/** The groomer's first motive bookable online. */
async function onlineMotive(accounts: { payload: import('payload').Payload }, groomer: TestGroomer) {
  const { docs } = await accounts.payload.find({
    collection: 'motives',
    overrideAccess: true,
    where: { groomer: { equals: groomer.id }, bookableOnline: { equals: true } },
    limit: 1,
  })
  return docs[0]!.id
}

/** An owner books the groomer's first free slot through the API, as the booking dialog does. */
async function ownerRequests(
  page: Page,
  groomer: TestGroomer,
  owner: { id: number; email: string; password: string },
  motive: number,
) {
  const from = DateTime.now().setZone('Europe/Paris').plus({ days: 2 }).toISODate()!
  const to = DateTime.now().setZone('Europe/Paris').plus({ days: 12 }).toISODate()!
  const slots = await page.request.get(`/api/v1/users/${groomer.id}/slots?motive=${motive}&from=${from}&to=${to}`)
  const { days } = (await slots.json()) as { days: { slots: { start: string }[] }[] }
  const start = days.flatMap((day) => day.slots)[0]!.start
  const login = await page.request.post('/api/v1/auth/attendee/login', {
    data: { email: owner.email, password: owner.password },
  })
  const { token } = (await login.json()) as { token: string }
  const booked = await page.request.post(`/api/v1/attendees/${owner.id}/create-event`, {
    headers: { authorization: `Bearer ${token}` },
    data: { groomer: groomer.id, motive, start, pet: { name: 'Praline', species: 'dog', size: 'medium' } },
  })
  expect(booked.status()).toBe(201)
  return ((await booked.json()) as { appointment: { reference: string } }).appointment.reference
}

test('the space installs as an app that opens on the dashboard, with its service worker', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const manifest = await page.request.get('/espace-toiletteur.webmanifest')
  expect(manifest.headers()['content-type']).toContain('application/manifest+json')
  const body = (await manifest.json()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] }
  expect(body).toMatchObject({
    start_url: '/user/dashboard',
    scope: '/user/',
    display: 'standalone',
    theme_color: '#c2185b',
  })
  for (const size of ['192x192', '512x512']) {
    const icon = body.icons.find((entry) => entry.sizes === size)!
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png')
  }

  await signInGroomer(page, groomer)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/espace-toiletteur.webmanifest')
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null)
  expect(worker).toMatch(/\/sw\.js$/)
  // Chromium's own verdict on the install criteria (manifest, icons, service worker, secure origin).
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  // A Playwright context is an off-the-record profile, where no browser installs anything: that one is the test's.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
})

test('« Activer les notifications », then a new request reaches the phone and shows with Valider and Refuser', async ({
  page,
  context,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const owner = await accounts.attendee()
  const phone = await notifiedPhone(page, context)
  await signInGroomer(page, groomer)
  await page.goto('/user/setting')
  await switchNotificationsOn(page.getByRole('region', { name: 'Application et notifications' }))

  const reference = await ownerRequests(page, groomer, owner, await onlineMotive(accounts, groomer))
  const [push] = await service.waitFor(phone.endpoint, 1, 30_000)
  expect(push, 'the site sent no push').toBeDefined()
  const plain = decryptPush(push!.body, phone)
  const message = JSON.parse(plain) as { title: string; tag: string; validate?: unknown }
  expect(message.title).toMatch(/^Nouvelle demande : /)
  expect(message.tag).toBe(reference)
  expect(message.validate).toBeDefined()

  // The service worker shows what arrived (delivered as the push service would, decrypted).
  const cdp = await context.newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = (registrations as { registrationId: string; scopeURL: string }[]).find((entry) =>
        entry.scopeURL.endsWith('/'),
      )
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId,
    data: plain,
  })
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          tag: shown.tag,
          actions: (shown as Notification & { actions?: { title: string }[] }).actions?.map((action) => action.title),
        })),
      ),
    )
    .toEqual([{ title: message.title, tag: reference, actions: ['Valider', 'Refuser'] }])
})

test('an owner switches notifications on in « Mon profil »; the groomer’s validation then reaches their phone', async ({
  page,
  context,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const owner = await accounts.attendee()
  const phone = await notifiedPhone(page, context)
  await signInAttendee(page, owner)
  await page.goto('/participant/profil')
  const section = page.getByRole('region', { name: 'Notifications sur ce téléphone' })
  await expect(section.getByRole('checkbox', { name: 'Mon animal est prêt à récupérer' })).toBeChecked()
  await switchNotificationsOn(section)

  const reference = await ownerRequests(page, groomer, owner, await onlineMotive(accounts, groomer))
  // Waiting for the groomer: the owner's phone hears nothing yet.
  expect(await service.waitFor(phone.endpoint, 1, 1_000)).toHaveLength(0)
  const login = await page.request.post('/api/v1/login', {
    data: { user: { username: groomer.email, password: groomer.password } },
  })
  const { token } = (await login.json()) as { token: string }
  const validated = await page.request.post(`/api/v1/appointments/${reference}/validate`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(validated.status()).toBe(200)
  const [push] = await service.waitFor(phone.endpoint, 1, 30_000)
  expect(push, 'the site sent the owner no push').toBeDefined()
  const message = JSON.parse(decryptPush(push!.body, phone)) as { title: string; url: string; tag: string }
  expect(message.title).toMatch(/^Rendez-vous confirmé : /)
  expect(message).toMatchObject({ url: '/participant/mes-rdvs', tag: `${reference}-confirmation` })
})

/** The visit step the server holds for an appointment. */
async function visitOf(accounts: { payload: import('payload').Payload }, id: number) {
  const appointment = await accounts.payload.findByID({
    collection: 'appointments',
    id,
    depth: 0,
    overrideAccess: true,
  })
  return appointment.visitStatus ?? null
}

/** « Ma journée » loaded once with network, kept by the service worker, the page under its control. */
async function openMyDay(page: Page) {
  await page.goto('/user/ma-journee')
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  // Under the worker's control now: this load is the one it keeps.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Ma journée' })).toBeVisible()
}

test('« Ma journée » reads without network; steps taken offline wait, then reach the server in order', async ({
  page,
  context,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const owner = await accounts.attendee({ firstName: 'Hortense', lastName: 'Lavigne' })
  const visit = await accounts.appointment(groomer, owner, { hoursFromNow: -0.5 })
  await signInGroomer(page, groomer)
  await openMyDay(page)
  const card = page.locator(`li[data-reference="${visit.reference}"]`).first()
  await expect(card).toContainText('Hortense Lavigne')
  await expect(card.getByRole('link', { name: /^Appeler Hortense Lavigne/ })).toBeVisible()

  await context.setOffline(true)
  // Another page of the space, not kept: the worker answers with the day it kept.
  await page.goto('/user/statistiques')
  await expect(page.getByRole('heading', { name: 'Ma journée' })).toBeVisible()
  await expect(page.getByRole('status').first()).toContainText('Hors ligne')
  await expect(card).toContainText('Hortense Lavigne')
  await card.getByRole('button', { name: 'Arrivé', exact: true }).click()
  await card.getByRole('button', { name: 'Prêt', exact: true }).click()
  await expect(card).toContainText('en attente d’envoi')
  await expect(page.getByRole('status').first()).toContainText('2 étapes en attente d’envoi')
  expect(await visitOf(accounts, visit.id)).toBeNull()

  await context.setOffline(false)
  await expect(card).not.toContainText('en attente d’envoi', { timeout: 15_000 })
  expect(await visitOf(accounts, visit.id)).toBe('ready')
  // Sent in order: « Prêt » after « Arrivé », so the owner heard that their pet is ready.
  await accounts.message(owner.email, (mail) => /prêt/i.test(mail.subject))
})

test('a step taken offline on a visit changed meanwhile is shown as a conflict, not written over', async ({
  page,
  context,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const owner = await accounts.attendee({ firstName: 'Gaspard', lastName: 'Morel' })
  const visit = await accounts.appointment(groomer, owner, { hoursFromNow: -0.5 })
  await signInGroomer(page, groomer)
  await openMyDay(page)
  const card = page.locator(`li[data-reference="${visit.reference}"]`).first()
  await context.setOffline(true)
  await page.reload()
  await card.getByRole('button', { name: 'Absent', exact: true }).click()
  await expect(card).toContainText('en attente d’envoi')
  // Meanwhile, at the counter: the pet came after all (the agenda on another screen).
  await accounts.payload.update({
    collection: 'appointments',
    id: visit.id,
    data: { visitStatus: 'arrived' },
    overrideAccess: true,
  })
  await context.setOffline(false)
  const conflict = page.getByRole('alert').filter({ hasText: '« Absent » non enregistré' })
  await expect(conflict).toContainText('a changé entre-temps (étape actuelle : Arrivé)', { timeout: 15_000 })
  expect(await visitOf(accounts, visit.id)).toBe('arrived')
  await expect(card).toContainText('Arrivé')
  await conflict.getByRole('button', { name: 'J’ai compris' }).click()
  await expect(conflict).toHaveCount(0)
})
