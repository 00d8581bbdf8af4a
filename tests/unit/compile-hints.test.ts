import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, loadChunks } from '../../scripts/lib/compileHints.mjs'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A `.next` folder as `next build` leaves it: the framework's chunks, a site page, an admin page, a lazy chunk. */
function build() {
  const next = mkdtempSync(path.join(tmpdir(), 'hints-'))
  folders.push(next)
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(next, file)), { recursive: true })
    writeFileSync(path.join(next, file), text)
  }
  write(
    'build-manifest.json',
    JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles: ['static/chunks/framework.js'] }),
  )
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};`
  write(
    'server/app/(site)/(public)/toiletteur/[userUri]/page_client-reference-manifest.js',
    manifest('/(site)/(public)/toiletteur/[userUri]/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/layout.js', 'static/chunks/layout.css'],
      '[project]/src/app/(site)/(public)/toiletteur/[userUri]/page': [
        'static/chunks/layout.js',
        'static/chunks/profile.js',
      ],
    }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/admin/[[...segments]]/page', {
      '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'],
    }),
  )
  for (const chunk of ['framework', 'polyfills', 'layout', 'profile', 'admin', 'dialog'])
    write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${chunk}"]);`)
  const read = (chunk: string) => readFileSync(path.join(next, `static/chunks/${chunk}.js`), 'utf8')
  return { next, read }
}

describe('compile hints on the chunks the site’s pages load', () => {
  it('lists the framework’s chunks and each site page’s entries, once, without styles, polyfills, the admin or lazy chunks', () => {
    const { next } = build()
    expect(loadChunks(next)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/layout.js',
      'static/chunks/profile.js',
    ])
  })

  it('starts each of them with the hint, leaves the others as they were, and marks a chunk once', () => {
    const { next, read } = build()
    const before = read('dialog')
    expect(addCompileHints(next)).toHaveLength(3)
    for (const chunk of ['framework', 'layout', 'profile']) {
      expect(read(chunk).startsWith(COMPILE_HINT)).toBe(true)
      expect(read(chunk).slice(COMPILE_HINT.length)).toBe(
        `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${chunk}"]);`,
      )
    }
    for (const chunk of ['admin', 'polyfills', 'dialog']) expect(read(chunk).startsWith('//#')).toBe(false)
    expect(read('dialog')).toBe(before)
    expect(addCompileHints(next)).toEqual([])
    expect(read('framework').split(COMPILE_HINT)).toHaveLength(2)
  })
})
