import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { ADMIN_ROUTE_REDIRECTS, OLD_PATH_REDIRECTS } from './src/i18n/redirects'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  transpilePackages: ['booking-engine'],
  poweredByHeader: false,
  // Trailing slashes are redirected by src/proxy.ts with a 301, like the other path rules.
  skipTrailingSlashRedirect: true,
  // The page cache lives in memory: a restart (or another database) never serves stale pages.
  experimental: { isrFlushToDisk: false },
  async redirects() {
    return [...ADMIN_ROUTE_REDIRECTS, ...OLD_PATH_REDIRECTS].map(({ from, to }) => ({
      source: from,
      destination: to,
      statusCode: 301 as const,
    }))
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
