/*
 * The site's service worker (issue 36), registered by the groomer's space.
 * - It shows the Web Push messages the site sends (src/server/push/send.ts) and answers their
 *   buttons: « Valider » is sent from here with the signed link the message carries
 *   (POST /api/v1/event-action, no session needed); « Refuser » opens the page that asks for the
 *   reason; a tap opens the page named.
 * - Without network, the space still opens on « Ma journée » (/user/ma-journee): each load of it
 *   online keeps a copy, and the build's files it runs with (/_next/static, named by their
 *   content) are kept as they are fetched. Every other page and every API call goes to the network.
 */
const SITE_NAME = 'Mon Toiletteur'
const ICON = '/icon-192.png'
const PAGES = 'toiletteurs-pages-v1' // src/lib/offlineDay.ts empties it on sign-out
const ASSETS = 'toiletteurs-assets-v1'
const OFFLINE_PAGE = '/user/ma-journee'
const NETWORK_WAIT_MS = 4000

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

/** The network; for « Ma journée », given up after a few seconds (a weak signal in the salon is no answer either). */
function network(request, patient) {
  const answer = fetch(request)
  if (patient) return answer
  return Promise.race([
    answer,
    new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), NETWORK_WAIT_MS)),
  ])
}

async function page(request, url) {
  const day = url.pathname === OFFLINE_PAGE
  try {
    const response = await network(request, !day)
    const pages = await caches.open(PAGES)
    if (day && response.ok && !response.redirected) await pages.put(OFFLINE_PAGE, response.clone())
    // Signed out (sent to the sign-in page) or refused: the day kept is nobody's to read any more.
    else if (response.redirected || response.status === 401 || response.status === 403) await pages.delete(OFFLINE_PAGE)
    return response
  } catch {
    const kept = await (await caches.open(PAGES)).match(OFFLINE_PAGE)
    // Another page of the space: the groomer is taken to the day kept (at its own address).
    if (kept) return day ? kept : Response.redirect(new URL(OFFLINE_PAGE, self.location.origin).href, 302)
    return new Response(
      '<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
        '<title>Hors ligne</title><body style="font-family:system-ui;padding:1.5rem;color:#1f1a1d"><h1>Hors ligne</h1>' +
        '<p>Ouvrez « Ma journée » une fois avec du réseau : elle restera lisible sans.</p></body></html>',
      { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (url.pathname.startsWith('/_next/static/')) event.respondWith(asset(request))
  else if (request.mode === 'navigate' && url.pathname.startsWith('/user/')) event.respondWith(page(request, url))
})

function readMessage(event) {
  try {
    return event.data ? event.data.json() : null
  } catch {
    return null
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event) || { title: SITE_NAME, body: '', url: '/user/dashboard' }
  const actions = message.validate
    ? [
        { action: 'valider', title: 'Valider' },
        { action: 'refuser', title: 'Refuser' },
      ]
    : []
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: Boolean(message.tag),
      icon: ICON,
      badge: ICON,
      lang: 'fr',
      data: message,
      actions,
    }),
  )
})

/** A page of the site in a window of ours: the one already open (brought forward and moved), or a new one. */
async function openPage(path) {
  const url = new URL(path, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (open) {
    await open.focus()
    return open.navigate(url).catch(() => self.clients.openWindow(url))
  }
  return self.clients.openWindow(url)
}

async function validate(message) {
  const notice = { tag: message.tag, icon: ICON, lang: 'fr', data: { url: message.url } }
  try {
    const response = await fetch('/api/v1/event-action', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(message.validate),
      credentials: 'same-origin',
    })
    const answer = await response.json().catch(() => ({}))
    const text = answer.message || answer.error || 'Le rendez-vous n’a pas pu être validé.'
    await self.registration.showNotification(response.ok ? 'Rendez-vous validé' : 'Non validé', {
      ...notice,
      body: text,
    })
  } catch {
    await self.registration.showNotification('Pas de réseau', {
      ...notice,
      body: 'Le rendez-vous n’a pas été validé : ouvrez vos rendez-vous pour répondre.',
    })
  }
}

self.addEventListener('notificationclick', (event) => {
  const message = event.notification.data || {}
  event.notification.close()
  if (event.action === 'valider' && message.validate) event.waitUntil(validate(message))
  else if (event.action === 'refuser' && message.refuseUrl) event.waitUntil(openPage(message.refuseUrl))
  else event.waitUntil(openPage(message.url || '/user/dashboard'))
})
