import { describe, expect, it } from 'vitest'
import { accountLink, accountLinks, contentPathOf, editionEntry, entryUrlOf, marketOfEdition, rewriteLink, type AccountPage } from '../../../app/markets/index.ts'
import { ORIGIN, SITES } from './sites.ts'

const de = { entry: editionEntry('de', SITES), origin: ORIGIN }

describe('link rewriting', () => {
  it.each(['#reviews', 'mailto:service@shop.example', 'tel:+49731'])('links starting with # or mailto are plain anchors: %s', (href) => {
    expect(rewriteLink(href, de)).toEqual({ kind: 'anchor', href })
  })

  it.each(['https://www.youtube.com/watch?v=1', '//cdn.example/file.pdf', 'http://partner.example/de/'])('external links open in a new tab: %s', (href) => {
    expect(rewriteLink(href, de)).toEqual({ kind: 'external', href, target: '_blank', rel: 'noopener noreferrer' })
  })

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' JavaScript:void(0)'])('a script or data scheme in content never becomes a link: %s', (href) => {
    expect(rewriteLink(href, de)).toEqual({ kind: 'anchor', href: '#' })
  })

  it('internal links are rewritten to the entry route with the SEO path as seoUrl', () => {
    const link = rewriteLink('/de/blutdruckmessgeraete/', de)
    expect(link).toEqual({ kind: 'entry', href: '/de/blutdruckmessgeraete/', to: '/frontend/entry', search: { seoUrl: '/de/blutdruckmessgeraete/' } })
    if (link.kind === 'entry') expect(entryUrlOf(link)).toBe('/frontend/entry?seoUrl=%2Fde%2Fblutdruckmessgeraete%2F')
  })

  it('an absolute link to the shop itself is internal', () => {
    expect(rewriteLink(`${ORIGIN}/de/c/waagen/`, de)).toMatchObject({ kind: 'entry', href: '/de/c/waagen/', search: { seoUrl: '/de/c/waagen/' } })
  })

  it("a link whose path equals the language's search route goes to the search view", () => {
    expect(rewriteLink('/search-de', de)).toEqual({ kind: 'search', href: '/search-de', to: '/frontend/search', search: { seoUrl: '/search-de' } })
    expect(rewriteLink('/recherche/', { entry: editionEntry('fr', SITES), origin: ORIGIN })).toMatchObject({ kind: 'search' })
    // Another language's search route is an ordinary internal link.
    expect(rewriteLink('/search-it', de).kind).toBe('entry')
  })

  it('bundle pages get a redirectBundleId query parameter', () => {
    expect(rewriteLink('/de/p/12/', { ...de, bundleId: 'bundle-7' })).toMatchObject({ kind: 'entry', search: { seoUrl: '/de/p/12/', redirectBundleId: 'bundle-7' } })
  })
})

describe('content-backend path rule', () => {
  it.each([
    ['/global/c/thermometers/', '/en/c/thermometers/'],
    ['/global/p/123', '/en/p/123/'],
    ['/global/about-us/', '/global/about-us/'],
    ['/global/', '/global/'],
    ['/de/c/waagen/', '/de/c/waagen/'],
  ])('paths starting /global/c/ or /global/p/ are rewritten to /en/: %s → %s', (seoUrl, sent) => {
    expect(contentPathOf(seoUrl)).toBe(sent)
  })
})

describe('account links', () => {
  const sso = { enabled: true, accountHostUrl: 'https://account.example/', theme: 'wellness' }
  const CASES: Array<[AccountPage, string]> = [
    ['orderHistory', 'https://account.example/de-DE/orders?theme=wellness'],
    ['personal', 'https://account.example/de-DE/identity?theme=wellness'],
    ['changePassword', 'https://account.example/de-DE/identity?theme=wellness'],
    ['address', 'https://account.example/de-DE/identity?theme=wellness'],
    ['login', 'https://account.example/de-DE/?theme=wellness'],
  ]
  it.each(CASES)('with SSO on, %s goes to the external account site by locale: %s', (page, href) => {
    expect(accountLink(page, marketOfEdition('de', SITES), sso)).toEqual({ kind: 'sso', href })
  })

  it.each(['pl', 'it', 'fr'] as const)('SSO store %s uses the account site too', (edition) => {
    expect(accountLink('orderHistory', marketOfEdition(edition, SITES), sso).kind).toBe('sso')
  })

  it('a store outside the SSO stores keeps its own account routes', () => {
    expect(accountLink('orderHistory', marketOfEdition('uk', SITES), sso)).toEqual({ kind: 'internal', href: '/uk/order-history/' })
  })

  it('with SSO off, account links are the edition routes', () => {
    expect(accountLink('personal', marketOfEdition('de', SITES), { ...sso, enabled: false })).toEqual({ kind: 'internal', href: '/de/personal/' })
  })
  it('gives the login and every account page of a market in one table, for the header and the checkout login', () => {
    const links = accountLinks(marketOfEdition('pl', SITES), sso)
    expect(links.login).toBe(accountLink('login', marketOfEdition('pl', SITES), sso).href)
    expect(links.login.startsWith('/')).toBe(false)
    expect(accountLinks(marketOfEdition('uk', SITES), sso).login).toBe('/uk/login/')
  })
})
