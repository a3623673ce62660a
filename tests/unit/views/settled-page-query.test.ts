import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../app.config.ts'
import { accountLinks } from '../../../app/markets/index.ts'
import { editionRequestOf } from '../../../app/server/edition-request.ts'
import { pageAddressOf } from '../../../app/server/page-address.ts'
import { browsePageOf, type PageResolution } from '../../../app/views/settled-page.ts'

/** A category page resolved and addressed as the server does it, for a query that names parameters twice. */
function categoryPage(search: string): PageResolution {
  const config = appConfig()
  const location = { path: '/de/c/blutdruckmessgeraete/', search }
  const edition = editionRequestOf(config, location)
  const { market } = edition.resolved
  const shop = {
    imageHost: config.imageHostUrl,
    origin: config.shopOrigin,
    accountLinks: accountLinks(market, { enabled: config.ssoEnabled, accountHostUrl: config.accountHostUrl, theme: config.ssoTheme }),
    customerServiceEmail: config.customerServiceEmail,
  }
  return { ...edition, address: pageAddressOf(config, edition.resolved, location, 48), shop }
}

describe('the query a category page’s views read', () => {
  it('is the one its content request sends: a parameter named twice with its first value', () => {
    const resolution = categoryPage('?sort=price-asc&sort=price-desc&page=2&page=3&utm_source=news&utm_source=ads')
    const page = { value: 'ready', context: { address: resolution.address, page: { type: 'category', language: 'de', data: {} }, frame: null } } as never
    const { params } = browsePageOf(page, resolution)
    expect(params).toEqual({ sort: 'price-asc', page: '2', utm_source: 'news' })
    expect(params).toEqual(resolution.address.content?.params)
  })
})
