import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { ADMIN_ROUTE_REDIRECTS, OLD_PATH_REDIRECTS } from './src/i18n/redirects'
import { NON_DOCUMENT_POLICY, staticSecurityHeaders } from './src/server/http/securityHeaders'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  transpilePackages: ['booking-engine'],
  poweredByHeader: false,
  // Trailing slashes are redirected by src/proxy.ts with a 301, like the other path rules.
  skipTrailingSlashRedirect: true,
  // The page cache lives in memory: a restart (or another database) never serves stale pages.
  experimental: { isrFlushToDisk: false },
  // Every response, API and files included; pages get their Content-Security-Policy from src/proxy.ts
  // (a nonce or hashes). Read at build time: HSTS follows SECURE_COOKIES of the build (decision 0020).
  async headers() {
    const secure = process.env.SECURE_COOKIES === 'true'
    return [
      { source: '/:path*', headers: staticSecurityHeaders({ secure }) },
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

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
