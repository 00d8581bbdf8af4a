import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { CONSENT_DEFAULTS_SCRIPT } from '../../src/components/layout/consent'
import { frameworkScriptHashes, isFrameworkScript } from '../../src/server/http/inlineScripts'
import {
  contentSecurityPolicy,
  isFrameablePath,
  NON_DOCUMENT_POLICY,
  staticSecurityHeaders,
  tileSource,
} from '../../src/server/http/securityHeaders'

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('Content-Security-Policy of the pages', () => {
  it('runs only the site’s scripts: its origin, the nonce or hashes given, the consent script; never inline code', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123' })
    const scripts = directive(policy, 'script-src')
    expect(scripts).toContain("'nonce-abc123'")
    expect(scripts).toContain(hash(CONSENT_DEFAULTS_SCRIPT))
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:/)
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('lists a cached page’s hashes instead of a nonce, and upgrades requests on an HTTPS site', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-AAAA'"], secure: true })
    expect(directive(policy, 'script-src')).toContain("'sha256-AAAA'")
    expect(policy).not.toContain('nonce-')
    expect(policy).toContain('upgrade-insecure-requests')
  })

  it('allows the map tiles’ origin only; the admin’s policy allows nothing more (no CDN, no Gravatar)', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org')
    expect(directive(contentSecurityPolicy({}), 'img-src')).toContain('https://tile.openstreetmap.org')
    expect(contentSecurityPolicy({})).not.toContain('cdn.jsdelivr.net')
    expect(contentSecurityPolicy({ admin: true })).toBe(contentSecurityPolicy({}))
    expect(contentSecurityPolicy({ admin: true })).not.toMatch(/jsdelivr|gravatar/)
  })

  it('sends HSTS only on an HTTPS site, and the other headers always', () => {
    const names = (secure: boolean) => staticSecurityHeaders({ secure }).map(({ key }) => key)
    expect(names(false)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    )
    expect(names(false)).not.toContain('Strict-Transport-Security')
    expect(names(true)).toContain('Strict-Transport-Security')
    const permissions = staticSecurityHeaders({ secure: false }).find(({ key }) => key === 'Permissions-Policy')?.value
    expect(permissions).toContain('camera=()')
    // « Autour de moi » asks the position on our own pages, never inside a frame.
    expect(permissions).toContain('geolocation=(self)')
    expect(NON_DOCUMENT_POLICY).toContain("default-src 'none'")
  })
})

describe('the one page other sites may frame', () => {
  it('is the booking dialog of public/widget.js: frame-ancestors * and no X-Frame-Options there, DENY elsewhere', () => {
    expect(isFrameablePath('/reserver/camille-martin-paris')).toBe(true)
    for (const path of ['/reserver', '/reserver/a/b', '/toiletteur/camille-martin-paris', '/user/dashboard', '/'])
      expect(isFrameablePath(path)).toBe(false)
    expect(directive(contentSecurityPolicy({ frameable: true }), 'frame-ancestors')).toBe('frame-ancestors *')
    const keys = (frameable: boolean) => staticSecurityHeaders({ secure: true, frameable }).map(({ key }) => key)
    expect(keys(true)).not.toContain('X-Frame-Options')
    expect(keys(false)).toContain('X-Frame-Options')
    expect(keys(true)).toContain('Strict-Transport-Security')
  })
})

describe('hashes of a cached page’s inline scripts', () => {
  const turbopack =
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/301eic567l7eq.js"],"runtimeModuleIds":[494553]});'
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
  const chunk = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
  const page = (extra: string) =>
    `<html><head><script src="/_next/static/chunks/a.js" async=""></script><script>${CONSENT_DEFAULTS_SCRIPT}</script></head><body>` +
    `<script type="application/ld+json">{"name":"x"}</script>${extra}<script id="_R_">${turbopack}</script><script>${bootstrap}</script><script>${chunk}</script></body></html>`

  it('hashes Next’s own scripts', () => {
    expect(frameworkScriptHashes(page(''))).toEqual([hash(turbopack), hash(bootstrap), hash(chunk)])
  })

  it('leaves any other inline script unhashed, so the policy blocks it', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1]),alert(1)//)',
      'self.__next_f.push(alert(1))',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"]})',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"then":1})',
    ]
    for (const script of injected) expect(isFrameworkScript(script)).toBe(false)
    const hashes = frameworkScriptHashes(page(injected.map((script) => `<script>${script}</script>`).join('')))
    expect(hashes).toEqual([hash(turbopack), hash(bootstrap), hash(chunk)])
  })
})
