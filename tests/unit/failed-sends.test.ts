import { describe, expect, it } from 'vitest'

import { withoutSecrets } from '../../src/integrations/failedSends'

describe('a refused message kept in the outbox', () => {
  it('keeps no link that signs someone in', () => {
    const html =
      '<a href="https://site.fr/user/inscription/12?jeton=abc123">Finaliser</a> https://site.fr/admin/reset/deadbeef?x=1 https://site.fr/user/mot-de-passe?token=t0k&next=/'
    const kept = withoutSecrets(html) ?? ''
    expect(kept).not.toMatch(/abc123|deadbeef|t0k/)
    expect(kept).toContain('/user/inscription/12?jeton=…')
    expect(kept).toContain('/admin/reset/…?x=1')
    expect(kept).toContain('&next=/')
    expect(withoutSecrets(undefined)).toBeNull()
  })
})
