import { describe, expect, it } from 'vitest'
import { declineInvitation } from '../../../services/invitation.ts'

const access = { storefrontDomain: 'https://commerce.example/', storefrontAccessKey: 'key-de' }
const replying = (status: number, body: unknown, seen: Array<{ url: string; init: RequestInit }> = []) =>
  (async (url: string, init: RequestInit) => {
    seen.push({ url, init })
    return new Response(JSON.stringify(body), { status })
  }) as unknown as typeof fetch

describe('declining an invitation', () => {
  it('posts the activation URL with the store’s access key to the commerce backend’s own endpoint', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = []
    expect(await declineInvitation(access, 'https://commerce.example/account/activate/1/abc', replying(200, { declined: true }, seen))).toEqual({ ok: true, value: true })
    expect(seen[0]!.url).toBe('https://commerce.example/api/invitations/decline')
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ activationUrl: 'https://commerce.example/account/activate/1/abc' })
    expect(new Headers(seen[0]!.init.headers).get('x-shopify-storefront-access-token')).toBe('key-de')
  })

  it('tells a link that no longer works and an account already active apart from an outage', async () => {
    expect(await declineInvitation(access, 'u', replying(410, { error: 'gone' }))).toMatchObject({ ok: false, failure: { kind: 'user', code: 'link-invalid' } })
    expect(await declineInvitation(access, 'u', replying(409, { error: 'active' }))).toMatchObject({ ok: false, failure: { kind: 'user', code: 'already-active' } })
    expect(await declineInvitation(access, 'u', replying(500, {}))).toMatchObject({ ok: false, failure: { kind: 'transport' } })
    expect(await declineInvitation(access, 'u', replying(200, { something: 'else' }))).toMatchObject({ ok: false, failure: { kind: 'transport' } })
  })
})
