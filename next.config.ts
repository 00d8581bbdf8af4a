import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { ADMIN_ROUTE_REDIRECTS, OLD_PATH_REDIRECTS } from './src/i18n/redirects'
import { NON_DOCUMENT_POLICY, staticSecurityHeaders } from './src/server/http/securityHeaders'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  transpilePackages: ['booking-engine'],
  // A self-contained server (node .next/standalone/server.js): what the container and `npm start` run.
  output: 'standalone',
  // `npm start` builds without the type check (BUILD_TYPECHECK=false); CI's build and `npm run build` keep it.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === 'false' },
  poweredByHeader: false,
  // Media of the library (Payload's upload route) as AVIF or WebP, at the sizes of each srcset; a
  // media URL never changes content (collections/Media), so the optimized copies are kept a year.
  images: {
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31_536_000,
    localPatterns: [{ pathname: '/api/media/file/**', search: '' }],
  },
  // The official commune list is read from disk (src/server/geography/communes.ts) where a groomer's address is checked.
  outputFileTracingIncludes: {
    '/api/v1/**': [
      './node_modules/@etalab/decoupage-administratif/data/communes.json',
      './node_modules/@etalab/decoupage-administratif/data/departements.json',
    ],
  },
  // Trailing slashes are redirected by src/proxy.ts with a 301, like the other path rules.
  skipTrailingSlashRedirect: true,
  // The page cache lives in memory: a restart (or another database) never serves stale pages.
  experimental: {
    isrFlushToDisk: false,
    // The site's CSS (about 20 KB) goes inline in the page: no render-blocking request before the
    // first paint on a slow phone connection (bench:web).
    inlineCss: true,
    // Each route loads on its first request, not all at start: Turbopack copies the shared server
    // chunks into every route, and loading all 113 routes took 5 s at each start (decision 0029).
    preloadEntriesOnStart: false,
    // `npm start`'s own build leaves the server code unminified (BUILD_MINIFY_SERVER=false): 45 s less
    // on a fresh clone of a 2-core machine; `npm run build` (CI, the image) minifies (decision 0029).
    serverMinification: process.env.BUILD_MINIFY_SERVER !== 'false',
    // Turbopack's build cache costs 25–60 s to write on a fresh clone (npm start, CI) and only pays
    // back on the next build: opt in with BUILD_CACHE=true when rebuilding often.
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE === 'true',
  },
  // Every response, API and files included; pages get their Content-Security-Policy from src/proxy.ts
  // (a nonce or hashes). Read at build time: HSTS follows SECURE_COOKIES of the build (decision 0020).
  async headers() {
    const secure = process.env.SECURE_COOKIES === 'true'
    return [
      // Every route but the booking dialog other sites frame (public/widget.js): X-Frame-Options DENY.
      { source: '/:path((?!reserver/).*)', headers: staticSecurityHeaders({ secure }) },
      { source: '/reserver/:path*', headers: staticSecurityHeaders({ secure, frameable: true }) },
      ...['/api/:path*', '/_next/static/:path*', '/_next/image'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_POLICY }],
      })),
    ]
  },
  async redirects() {
    return [...ADMIN_ROUTE_REDIRECTS, ...OLD_PATH_REDIRECTS].map(({ from, to }) => ({
      source: from,
      destination: to,
      statusCode: 301 as const,
    }))
  },
}

const withPayloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

export default { ...withPayloadConfig, headers: () => adminOnlyClientHints(withPayloadConfig.headers) }

/**
 * Payload asks for the colour-scheme client hint on every route, and `Critical-CH` makes Chromium
 * send every first request twice. Only the admin panel reads the hint.
 */
async function adminOnlyClientHints(headers: NextConfig['headers']) {
  const rules = (await headers?.()) ?? []
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}
