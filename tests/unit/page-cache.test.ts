import { describe, expect, it } from 'vitest'

import { applyInvalidations } from '../../src/server/cache/invalidationMirror'
import { FRONT_ALL, frontTag } from '../../src/server/cache/invalidations'
import { cachedPage, getCachedPage, PAGE_CACHE_TTL_MS, pageBody, putCachedPage } from '../../src/server/cache/pageCache'

const html = (text: string, status = 200) => ({
  status,
  body: new TextEncoder().encode(text).buffer as ArrayBuffer,
  contentType: 'text/html',
  cacheable: status === 200,
})
const textOf = (page: { body: ArrayBuffer } | null) => (page ? new TextDecoder().decode(page.body) : null)

const tick = () => new Promise((resolve) => setTimeout(resolve, 2))

describe('front page cache', () => {
  it('loads a page once, then serves it until it expires', async () => {
    let loads = 0
    const load = async () => html(`v${++loads}`)
    expect(textOf(await cachedPage('/p/~d1', load))).toBe('v1')
    expect(textOf(await cachedPage('/p/~d1', load))).toBe('v1')
    expect(loads).toBe(1)
    expect(getCachedPage('/p/~d1', Date.now() + PAGE_CACHE_TTL_MS + 1)).toBeNull()
    expect(textOf(await cachedPage('/p/~d1', load))).toBe('v2')
  })

  it('shares one load between concurrent misses and keeps only 200 pages', async () => {
    let loads = 0
    const slow = () =>
      new Promise<ReturnType<typeof html>>((resolve) => setTimeout(() => resolve(html(`v${++loads}`)), 20))
    const pages = await Promise.all([1, 2, 3].map(() => cachedPage('/q/~d1', slow)))
    expect(pages.map(textOf)).toEqual(['v1', 'v1', 'v1'])
    expect(loads).toBe(1)
    const missing = await cachedPage('/missing/~d1', async () => html('introuvable', 404))
    expect(missing?.status).toBe(404)
    expect(getCachedPage('/missing/~d1')).toBeNull()
    expect(await cachedPage('/broken/~d1', () => Promise.reject(new Error('down')))).toBeNull()
  })

  it('an invalidation of every page (from any instance) drops them, and a load that began before it is not kept', async () => {
    await cachedPage('/a/~d1', async () => html('old'))
    let release: () => void = () => {}
    const pending = cachedPage(
      '/b/~d1',
      () => new Promise((resolve) => (release = () => resolve(html('before refresh')))),
    )
    await tick()
    applyInvalidations([FRONT_ALL])
    release()
    expect(textOf(await pending)).toBe('before refresh')
    expect(getCachedPage('/a/~d1')).toBeNull()
    expect(getCachedPage('/b/~d1')).toBeNull()
    // A visit after it loads afresh, even while the older load is under way.
    await tick()
    expect(textOf(await cachedPage('/a/~d1', async () => html('new')))).toBe('new')
    expect(textOf(getCachedPage('/a/~d1'))).toBe('new')
  })
})

describe('invalidation of one groomer’s pages', () => {
  it('drops their profile and city pages, and keeps the others', async () => {
    const page = {
      status: 200,
      body: new ArrayBuffer(1),
      contentType: 'text/html',
      storedAt: Date.now(),
      expiresAt: Date.now() + 60_000,
    }
    for (const key of [
      '/toiletteur/lea',
      '/toiletteur/lea/~12~2027',
      '/toiletteur/leandre',
      '/toiletteurs/paris/~d1',
      '/toiletteurs/lyon',
    ])
      putCachedPage(key, page)
    await tick()
    applyInvalidations([frontTag('/toiletteur/lea'), frontTag('/toiletteurs/paris')])
    expect(getCachedPage('/toiletteur/lea')).toBeNull()
    expect(getCachedPage('/toiletteur/lea/~12~2027')).toBeNull()
    expect(getCachedPage('/toiletteurs/paris/~d1')).toBeNull()
    expect(getCachedPage('/toiletteur/leandre')).not.toBeNull()
    expect(getCachedPage('/toiletteurs/lyon')).not.toBeNull()
  })
})

describe('Next’s own page cache', () => {
  it('a groomer’s invalidation expires the exact paths this instance rendered under their pages, not the others', async () => {
    const { createRequire } = await import('node:module')
    const { recordRenderedPath } = await import('../../src/server/cache/invalidationMirror')
    const manifest = (
      createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
        tagsManifest: Map<string, { expired?: number }>
      }
    ).tagsManifest
    for (const path of ['/toiletteur/zoe/~d1', '/toiletteur/zoe/~12~2027~d2', '/toiletteur/zoey/~d1'])
      recordRenderedPath(path)
    const before = Date.now()
    applyInvalidations([frontTag('/toiletteur/zoe')])
    expect(manifest.get('_N_T_/toiletteur/zoe/~d1')?.expired).toBeGreaterThanOrEqual(before)
    expect(manifest.get('_N_T_/toiletteur/zoe/~12~2027~d2')?.expired).toBeGreaterThanOrEqual(before)
    expect(manifest.get('_N_T_/toiletteur/zoey/~d1')).toBeUndefined()
  })
})

describe('a cached page’s body', () => {
  it('is handed to the response as a view of the kept bytes, not a copy made on every answer', async () => {
    const page = html('<p>Toiletteurs à Paris</p>')
    const reader = pageBody(page).getReader()
    const first = await reader.read()
    expect(first.value?.buffer).toBe(page.body)
    expect(new TextDecoder().decode(first.value)).toBe('<p>Toiletteurs à Paris</p>')
    expect((await reader.read()).done).toBe(true)
    // Served again: the kept bytes are still whole (nothing detached or consumed them).
    expect(await new Response(pageBody(page)).text()).toBe('<p>Toiletteurs à Paris</p>')
    expect(textOf(page)).toBe('<p>Toiletteurs à Paris</p>')
  })
})
