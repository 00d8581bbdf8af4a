import { describe, expect, it } from 'vitest'

import { vapidAuthorization } from '../../src/server/push/vapid'
import { checkedVapid, TEST_VAPID_KEYS } from '../../scripts/lib/pushService'

const keys = {
  subject: 'mailto:contact@example.fr',
  publicKey: TEST_VAPID_KEYS.VAPID_PUBLIC_KEY,
  privateKey: TEST_VAPID_KEYS.VAPID_PRIVATE_KEY,
}
// web-push checks a token's expiry against the clock (24 h at most): the test's instants are around now.
const NOW_S = Math.floor(Date.now() / 1000)

describe('the VAPID token of a push (RFC 8292)', () => {
  it('is signed for the push service’s origin, with our subject and key, valid 12 hours', () => {
    const header = vapidAuthorization('https://fcm.googleapis.com/fcm/send/abc', keys, NOW_S)
    expect(checkedVapid(header)).toEqual({
      aud: 'https://fcm.googleapis.com',
      sub: keys.subject,
      exp: NOW_S + 12 * 3600,
      publicKey: keys.publicKey,
    })
  })

  it('is signed once per push service and reused by its other browsers, not by another service', () => {
    const first = vapidAuthorization('https://updates.push.services.mozilla.com/wpush/v2/one', keys, NOW_S + 10)
    expect(vapidAuthorization('https://updates.push.services.mozilla.com/wpush/v2/two', keys, NOW_S + 20)).toBe(first)
    const apple = vapidAuthorization('https://web.push.apple.com/QGuQ', keys, NOW_S + 20)
    expect(apple).not.toBe(first)
    expect(checkedVapid(apple)?.aud).toBe('https://web.push.apple.com')
  })

  it('is signed anew an hour before it expires, and for another key pair or subject', () => {
    const endpoint = 'https://wns2-par02p.notify.windows.com/w/?token=x'
    const first = vapidAuthorization(endpoint, keys, NOW_S + 100)
    expect(vapidAuthorization(endpoint, keys, NOW_S + 100 + 11 * 3600 - 1)).toBe(first)
    const renewed = vapidAuthorization(endpoint, keys, NOW_S + 100 + 11 * 3600)
    expect(renewed).not.toBe(first)
    expect(checkedVapid(renewed)?.exp).toBe(NOW_S + 100 + 23 * 3600)
    const otherSubject = vapidAuthorization(endpoint, { ...keys, subject: 'mailto:autre@example.fr' }, NOW_S + 100)
    expect(checkedVapid(otherSubject)?.sub).toBe('mailto:autre@example.fr')
  })

  it('is signed anew when the clock went back past its signing (a token too far ahead is refused)', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/clock'
    const first = vapidAuthorization(endpoint, { ...keys, subject: 'mailto:horloge@example.fr' }, NOW_S)
    const after = vapidAuthorization(endpoint, { ...keys, subject: 'mailto:horloge@example.fr' }, NOW_S - 2 * 3600)
    expect(after).not.toBe(first)
    expect(checkedVapid(after)?.exp).toBe(NOW_S + 10 * 3600)
  })

  it('keeps a bounded number of tokens, whatever hosts the browsers name', () => {
    const first = vapidAuthorization('https://wns2-a0.notify.windows.com/w/?token=x', keys, NOW_S)
    for (let i = 1; i <= 250; i++) vapidAuthorization(`https://wns2-a${i}.notify.windows.com/w/?token=x`, keys, NOW_S)
    // The first host's token was let go: it is signed again (a new signature, same claims).
    expect(vapidAuthorization('https://wns2-a0.notify.windows.com/w/?token=x', keys, NOW_S)).not.toBe(first)
  })
})
