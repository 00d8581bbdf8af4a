import { z } from 'zod'

/** Every environment variable the app reads, checked once at start with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL est obligatoire (les scripts du projet la renseignent pour la base embarquée)' })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL doit commencer par postgres:// ou postgresql://'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
  /** A streaming replica of DATABASE_URL: the directory, public pages and slots read from it (src/server/db/readReplica.ts). */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL doit commencer par postgres:// ou postgresql://')
    .optional(),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET doit faire au moins 32 caractères'),
  SITE_URL: z
    .url('SITE_URL doit être une URL complète, par exemple http://localhost:3000')
    .default('http://localhost:3000'),
  PAGE_SIZE_DESKTOP: z.coerce.number().int().min(1).max(100).optional(),
  PAGE_SIZE_MOBILE: z.coerce.number().int().min(1).max(100).optional(),
  CONSENT_SERVICE_URL: z.url().optional(),
  EMAIL_FROM: z.string().default('Mon Toiletteur <no-reply@montoiletteur.fr>'),
  /** Resend (e-mail) when set; otherwise every e-mail goes to the outbox collection. */
  RESEND_API_KEY: z.string().min(1).optional(),
  /** Twilio Verify (SMS codes) when all three are set; otherwise codes go to the outbox. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID commence par AC suivi de 32 caractères hexadécimaux')
    .optional(),
  /** Also the secret that signs Twilio's voice webhooks (tracked calls): without it they answer 503. */
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_VERIFY_SERVICE_SID: z
    .string()
    .regex(/^VA[0-9a-fA-F]{32}$/, 'TWILIO_VERIFY_SERVICE_SID commence par VA suivi de 32 caractères hexadécimaux')
    .optional(),
  /** Sender of reminder SMS (Twilio Messages, with the account above): an E.164 number or an alphanumeric id. */
  TWILIO_SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/,
      'TWILIO_SMS_FROM est un numéro E.164 (+33…) ou un nom d’expéditeur de 11 caractères au plus',
    )
    .optional(),
  /** `off`: this process runs no scheduled job (another instance or `npm run worker` does). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Only these jobs in this process (names separated by commas, see src/server/jobs/registry.ts); all when unset. */
  JOBS_ONLY: z
    .string()
    .regex(
      /^[a-z-]+(,[a-z-]+)*$/,
      'JOBS_ONLY est une liste de noms de tâches séparés par des virgules (reminders,expire-pending…)',
    )
    .optional(),
  /**
   * Proxies in front of the site that append the client’s address to X-Forwarded-For (nginx, a load balancer).
   * 0: the site is reached directly, the socket’s address is the client’s and X-Forwarded-For is ignored.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Sign-in attempts (all kinds, right or wrong) from one client address per 15 minutes. */
  SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Wrong passwords for one account from one client address per 15 minutes (a success starts afresh). */
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  /** Password-reset e-mails asked from one client address per 15 minutes. */
  PASSWORD_RESETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** SMS verification codes sent to one mobile number per 10 minutes. */
  SMS_CODES_PER_NUMBER: z.coerce.number().int().min(1).max(1000).default(3),
  /** SMS verification codes one account (owner or groomer) may ask for per hour. */
  SMS_CODES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(6),
  /** SMS verification codes asked from one client address per hour: large, as a mobile network puts many people behind one address. */
  SMS_CODES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  /** SMS verification codes the whole site sends per hour; past it sends are refused and the admins get one e-mail per hour. */
  SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Requests waiting for validation one owner may have with one groomer (online bookings and waiting-list claims). */
  PENDING_REQUESTS_PER_GROOMER: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /** Requests waiting for validation one owner may have in all. */
  PENDING_REQUESTS_PER_OWNER: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Pets one booking may name (one line each): more is refused with a French message. */
  PETS_PER_BOOKING: z.coerce.number().int().min(1).max(8).default(4),
  /**
   * `true`: CalDAV servers on loopback or private networks may be called (tests with a local Radicale).
   * Never in production: a groomer could make the site call its own network.
   */
  CALDAV_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Calendar connections one worker pulls at a time in a sync round (each mostly waits on its provider). */
  CALENDAR_SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** Key of the calendar connections' stored credentials (AES-256-GCM); PAYLOAD_SECRET when unset. */
  CALENDAR_ENCRYPTION_KEY: z.string().min(32, 'CALENDAR_ENCRYPTION_KEY doit faire au moins 32 caractères').optional(),
  /** Google Agenda (OAuth 2): both set, or the « Connecter Google » button says it is not configured. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Test-only overrides of Google's addresses (unset in production). */
  GOOGLE_API_BASE_URL: z.url().optional(),
  GOOGLE_OAUTH_AUTH_URL: z.url().optional(),
  GOOGLE_OAUTH_TOKEN_URL: z.url().optional(),
  /** Outlook.com (Live) and Office 365 through Microsoft Graph (OAuth 2): both set, or not offered. */
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  /** Test-only overrides of Microsoft's addresses (unset in production). */
  MICROSOFT_GRAPH_BASE_URL: z.url().optional(),
  MICROSOFT_LOGIN_BASE_URL: z.url().optional(),
  /** Stripe Billing (the groomers' subscription): the three set, or « Mon abonnement » says billing is not configured. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The monthly price (excluding tax) groomers subscribe to: its id in Stripe's dashboard (Product catalogue). */
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  /** The 20 % VAT rate added to the subscription: its id in Stripe's dashboard (Tax rates). */
  STRIPE_TAX_RATE_ID: z.string().min(1).optional(),
  /** The secret of the Connect webhook endpoint (the groomers' connected accounts' events), when it is another endpoint. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Test-only override of Stripe's API address (a local fake; unset in production). */
  STRIPE_API_BASE_URL: z.url().optional(),
  /**
   * « Réserver avec Google » (Actions Center, Booking Server v3): the HTTP basic credentials Google
   * sends, both set, or /api/google-booking answers 404.
   */
  GOOGLE_BOOKING_USERNAME: z
    .string()
    .regex(/^[^:]+$/, 'GOOGLE_BOOKING_USERNAME ne contient pas de deux-points (« : »)')
    .optional(),
  GOOGLE_BOOKING_PASSWORD: z.string().min(16, 'GOOGLE_BOOKING_PASSWORD doit faire au moins 16 caractères').optional(),
  /** Where the Actions Center feeds (merchants, services, availability) are written; `.data/google-feeds` when unset. */
  GOOGLE_FEEDS_DIR: z.string().min(1).optional(),
  /** Days of availability the feed carries (Google asks for weeks ahead). */
  GOOGLE_FEED_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /**
   * Web Push (issue 36): the VAPID key pair (base64url, `npx web-push generate-vapid-keys`), both set,
   * or the space's notifications say they are not configured. `npm start` makes a pair for the demo.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/, 'VAPID_PUBLIC_KEY est une clé publique P-256 en base64url (87 caractères)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,45}$/, 'VAPID_PRIVATE_KEY est une clé privée P-256 en base64url (43 caractères)')
    .optional(),
  /** Who push services may contact about our messages (VAPID `sub`): a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT commence par mailto: ou https://')
    .default('mailto:contact@montoiletteur.fr'),
  /**
   * Test-only: push endpoints on these hosts (host:port, separated by commas) are accepted, over
   * http too. Otherwise only the browsers' push services are (a subscription names the address the
   * site will call: anything else would let a person make the site call their own network).
   */
  PUSH_TEST_ENDPOINT_HOSTS: z
    .string()
    .regex(
      /^[\w.-]+(:\d+)?(,[\w.-]+(:\d+)?)*$/,
      'PUSH_TEST_ENDPOINT_HOSTS est une liste hôte:port séparée par des virgules',
    )
    .optional(),
  SECURE_COOKIES: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})

export type Env = z.infer<typeof envSchema>

let cached: Env | undefined

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** The checked environment, read on first use. */
export function env(): Env {
  cached ??= readEnv()
  return cached
}

/** Forgets the checked environment, so the next env() reads process.env again (tests that change it). */
export function resetEnvCache(): void {
  cached = undefined
}
