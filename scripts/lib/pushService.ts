import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A browser's push service on loopback, for the tests and bench:push (issue 36): it takes the site's
 * Web Push requests as FCM or Mozilla's service would (RFC 8030: POST to the subscription's
 * endpoint, 201), checks their VAPID signature (RFC 8292) and keeps them, so a test reads what a
 * phone would show by decrypting them with the subscription's keys (RFC 8291, written here from the
 * RFC, not with the site's library). An endpoint whose last part is `gone` answers 410, as a
 * service does for a browser that unsubscribed.
 */
export type ReceivedPush = {
  endpoint: string
  at: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  /** The VAPID JWT's claims, when its signature checks out against the key it names; null otherwise. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string } | null
}

/** A browser's side of a subscription: the keys it would make, and the JSON it would give the page. */
export type TestSubscription = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  privateKey: Buffer
}

export function testSubscription(endpoint: string): TestSubscription {
  const curve = createECDH('prime256v1')
  curve.generateKeys()
  return {
    endpoint,
    keys: { p256dh: curve.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    privateKey: curve.getPrivateKey(),
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** The plaintext of an aes128gcm Web Push message (one record), as the browser decrypts it. */
export function decryptPush(body: Buffer, subscription: Pick<TestSubscription, 'keys' | 'privateKey'>): string {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const senderKey = body.subarray(21, 21 + idLength)
  const cipherText = body.subarray(21 + idLength)
  const curve = createECDH('prime256v1')
  curve.setPrivateKey(subscription.privateKey)
  const receiverKey = Buffer.from(subscription.keys.p256dh, 'base64url')
  const shared = curve.computeSecret(senderKey)
  const auth = Buffer.from(subscription.keys.auth, 'base64url')
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey, Buffer.from([1])])
  const ikm = hmac(hmac(auth, shared), keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16))
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then any padding zeros.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('Web Push message: no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** The VAPID claims of `Authorization: vapid t=…, k=…` when the JWT's ES256 signature matches k. */
export function checkedVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '')
  if (!match) return null
  const [head, claims, signature] = match[1]!.split('.') as [string, string, string]
  const raw = Buffer.from(match[2]!, 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) return null
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return null
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string
    exp: number
    sub: string
  }
  return { ...parsed, publicKey: match[2]! }
}

export type PushService = {
  /** `http://127.0.0.1:port`, and its host:port (for PUSH_TEST_ENDPOINT_HOSTS). */
  url: string
  host: string
  /** A new endpoint of this service (`gone` as the last part: it answers 410). */
  endpoint: (name?: string) => string
  received: ReceivedPush[]
  /** The messages to `endpoint`, waited for up to `timeoutMs` until there are `count`. */
  waitFor: (endpoint: string, count?: number, timeoutMs?: number) => Promise<ReceivedPush[]>
  close: () => Promise<void>
}

export async function startPushService(port = 0): Promise<PushService> {
  const received: ReceivedPush[] = []
  let next = 0
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const endpoint = `${url}${request.url ?? '/'}`
      if (request.method !== 'POST' || !request.url?.startsWith('/push/')) return response.writeHead(404).end()
      if (request.url.endsWith('/gone')) return response.writeHead(410).end()
      received.push({
        endpoint,
        at: performance.now(),
        headers: request.headers,
        body: Buffer.concat(chunks),
        vapid: checkedVapid(request.headers.authorization),
      })
      response.writeHead(201, { location: `${url}/message/${received.length}` }).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${bound}`
  return {
    url,
    host: `127.0.0.1:${bound}`,
    endpoint: (name) =>
      `${url}/push/${name ?? `${Date.now().toString(36)}-${(next++).toString(36)}-${randomBytes(4).toString('hex')}`}`,
    received,
    async waitFor(endpoint, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mine = received.filter((push) => push.endpoint === endpoint)
        if (mine.length >= count || Date.now() > deadline) return mine
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The tests' and benchmarks' own VAPID pair (never a deployment's: production sets VAPID_* itself). */
export const TEST_VAPID_KEYS = {
  VAPID_PUBLIC_KEY: 'BF2KEiIKkuIFtypxiKdATMppvQqWswuTaCOLPBc2IUrIfP0ldNJiqnDL8p5QXa77mFRkUWYyG9-EaVQKcGVN1cQ',
  VAPID_PRIVATE_KEY: 'TYcJbt7AHxPrPtgNGYGXp9ylsxiVNSNn_frUvWj1Zpg',
}

/** The loopback ports of the e2e workers' push services (one per Playwright worker), all allowed by the site. */
export const E2E_PUSH_PORTS = [3195, 3196, 3197, 3198]

/** The loopback port of the integration tests' push service. */
export const INT_PUSH_PORT = 3189
