import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections, globals } from './collections'
import { withAdminWording } from './src/i18n/adminWording'
import { FILE_TOO_BIG, MAX_UPLOAD_BYTES } from './src/lib/uploadLimits'
import { portEmailAdapter } from './src/integrations/email/payloadAdapter'
import { clientErrorStatus } from './src/server/payloadRest/clientErrors'
import { explainValidationErrors } from './src/server/payloadRest/validationMessage'
import { surviveLostConnections } from './src/server/db/lostConnections'
import { replicaPool, routeReadsToReplica } from './src/server/db/readReplica'
import { SESSION_OPTIONS } from './src/server/db/sessionOptions'
import { env } from './src/server/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()

export default buildConfig({
  // No serverURL: Payload then gives media and its admin's requests as paths of the host the
  // admin is opened on (with one, previews and fetches went to SITE_URL, another origin there).
  // Links in e-mails are the site's own (SITE_URL); CSRF trusts the site's origin, as before.
  csrf: [settings.SITE_URL.replace(/\/+$/, '')],
  secret: settings.PAYLOAD_SECRET,
  admin: {
    user: 'admins',
    meta: { titleSuffix: ' · Mon Toiletteur' },
    // Payload's own avatar: no Gravatar request from the admin.
    avatar: 'default',
    // Spec section 9: DD/MM/YYYY and HH:mm (lists, "last modified"); date fields follow collections/_fields/frenchDates.ts.
    dateFormat: 'dd/MM/yyyy HH:mm',
    importMap: { baseDir: dirname },
    components: {
      // The admin's home: what waits for an admin (signup requests, reviews, …) and the last 30 days' figures.
      beforeDashboard: ['/src/components/admin/AdminDashboard#AdminDashboard'],
      beforeNavLinks: ['/src/components/admin/AdminNav#PendingWork'],
      afterNavLinks: ['/src/components/admin/AdminNav#SystemTables'],
      graphics: { Logo: '/src/components/admin/Brand#AdminLogo', Icon: '/src/components/admin/Brand#AdminIcon' },
    },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  // Sessions are read from the spec's cookies (admin_token, user_token, attendee_token) by each
  // collection's strategy; Payload's own cookie is not used.
  auth: { jwtOrder: ['Bearer', 'JWT'] },
  cookiePrefix: 'payload-internal',
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  db: postgresAdapter({
    // Bookings run several short queries each; 20 clients keep 20 concurrent bookings from queueing.
    pool: { connectionString: settings.DATABASE_URL, max: settings.DATABASE_POOL_MAX, options: SESSION_OPTIONS },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    // No prodMigrations: migrations run once in the release step (dist/release.mjs), never when an instance starts.
  }),
  email: portEmailAdapter(settings.EMAIL_FROM),
  sharp,
  // Profile pictures and customer attachments: 10 Mo at most, refused in French (src/lib/uploadLimits.ts).
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, responseOnLimit: FILE_TOO_BIG },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disable: true },
  // Bad input that reaches the database is a 4xx, never a 500.
  hooks: { afterError: [clientErrorStatus, explainValidationErrors] },
  onInit: (payload) => {
    surviveLostConnections(payload)
    if (settings.DATABASE_REPLICA_URL)
      routeReadsToReplica(payload.db.pool, replicaPool(settings.DATABASE_REPLICA_URL, settings.DATABASE_POOL_MAX), {
        onRest: (error) =>
          payload.logger.warn(
            { message: (error as Error).message },
            'read replica unreachable; reads go to the primary',
          ),
      })
  },
}).then(withAdminWording)
