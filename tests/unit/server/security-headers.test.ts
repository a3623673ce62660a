import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, NON_PAGE_POLICY, pagePolicy, pagePolicyOf, withSecurityHeaders } from '../../../app/server/security-headers.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const ORIGINS = { shopOrigin: 'http://localhost:3000', images: ['http://img.example/images'], connect: ['http://api.example'] }

describe('security headers', () => {
  it('hashes the inline scripts that run, not those with a source or data blocks such as JSON-LD', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/c.js"></script><script type="application/ld+json">{"x":1}</script><script data-tsr-stream-part="">a()</script>`
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha('a()'), sha('b()')])
  })

  it('hashes a script’s text as the browser reads it, in UTF-8, whatever letters it holds', () => {
    expect(inlineScriptHashes(Buffer.from('<p>ł</p><script>t("Łódź – 5 €")</script>'))).toEqual([sha('t("Łódź – 5 €")')])
  })

  it('builds a page policy from the page’s scripts and the configured hosts, never allowing inline script by keyword', () => {
    const policy = pagePolicy(Buffer.from('<script>x</script>'), ORIGINS)
    expect(policy).toContain(`script-src 'self' ${sha('x')};`)
    expect(policy).toContain("img-src 'self' data: http://img.example;")
    expect(policy).toContain("connect-src 'self' http://api.example;")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
  })

  it('computes a rendered page’s policy once, for the very bytes answered again', () => {
    const body = Buffer.from('<script>y</script>')
    expect(pagePolicyOf(body, ORIGINS)).toBe(pagePolicyOf(body, ORIGINS))
    expect(pagePolicyOf(body, ORIGINS)).toContain(sha('y'))
  })

  it('gives every answer the base headers, a non-page policy when it has none, and HSTS only on an https shop', () => {
    const plain = withSecurityHeaders(new Response('x'), ORIGINS)
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(plain.headers.get('x-frame-options')).toBe('DENY')
    expect(plain.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const https = withSecurityHeaders(Response.redirect('https://shop.example/de/', 302), { shopOrigin: 'https://shop.example' })
    expect(https.status).toBe(302)
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})
