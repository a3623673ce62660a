import { describe, expect, it } from 'vitest'
import { languageEntries, readAppConfig, STORES } from '../../../app.config.ts'

describe('application configuration', () => {
  it('points every endpoint at the embedded backend when nothing is configured', () => {
    const config = readAppConfig({})
    expect(config.port).toBe(3000)
    expect(config.storefrontDomain).toBe('http://localhost:4000')
    expect(config.contentApiUrl).toBe('http://localhost:4000')
    expect(config.scrape.url).toBe('http://localhost:4000/scrape')
    expect(config.keys.gb.storefrontAccessKey).toBe('demo-token-gb')
    expect(config.keys.en.searchInstanceName).toBe('demo-en')
    expect(config.catalogueMode).toBe(false)
  })

  it('follows BACKEND_PORT so shop and backend change in one place', () => {
    expect(readAppConfig({ BACKEND_PORT: '4100' }).contentApiUrl).toBe('http://localhost:4100')
  })

  it('stops start-up with a message that names a wrong variable', () => {
    expect(() => readAppConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/)
    expect(() => readAppConfig({ CONTENT_API_URL: 'not a url' })).toThrow(/CONTENT_API_URL/)
    expect(() => readAppConfig({ CATALOGUE_MODE: 'maybe' })).toThrow(/CATALOGUE_MODE/)
  })

  it('speaks the storefront API version 2022-07 of SPEC §9 unless told 2025-07, and refuses a version it does not know', () => {
    expect(readAppConfig({}).storefrontApiVersion).toBe('2022-07')
    expect(readAppConfig({ STOREFRONT_API_VERSION: '2025-07' }).storefrontApiVersion).toBe('2025-07')
    expect(() => readAppConfig({ STOREFRONT_API_VERSION: '2024-01' })).toThrow(/STOREFRONT_API_VERSION="2024-01"/)
  })

  it('refuses SSO mode without a secret of its own for the access cookie', () => {
    expect(() => readAppConfig({ SSO_ENABLED: 'true' })).toThrow(/SSO_SECRET/)
  })

  it('reads per-market keys and flags from the environment', () => {
    const config = readAppConfig({ STOREFRONT_ACCESS_KEY_PL: 'real-pl', CATALOGUE_MODE: 'true', SSO_ENABLED: '1', SSO_SECRET: 'shared' })
    expect(config.keys.pl.storefrontAccessKey).toBe('real-pl')
    expect(config.catalogueMode).toBe(true)
    expect(config.ssoEnabled).toBe(true)
    expect(config.keys.it.siteVerification).not.toBeNull()
    expect(config.keys.gb.siteVerification).toBeNull()
  })

  it('prices in EUR except PLN for Poland and GBP for the UK; EN and ID use de-DE', () => {
    expect(STORES.pl.currency).toBe('PLN')
    expect(STORES.gb.currency).toBe('GBP')
    expect(STORES.en).toMatchObject({ currency: 'EUR', priceLocale: 'de-DE' })
    expect(STORES.id).toMatchObject({ currency: 'EUR', priceLocale: 'de-DE' })
  })

  it('offers ten languages: US English and Spanish link out, Spanish hidden from alternates, Indonesian inactive', () => {
    const entries = languageEntries({ usShopUrl: 'https://us.shop.example', esSiteUrl: 'https://es.shop.example' })
    expect(entries).toHaveLength(10)
    expect(entries.find((entry) => entry.value === 'us')).toMatchObject({ kind: 'external', url: 'https://us.shop.example' })
    expect(entries.find((entry) => entry.value === 'es')).toMatchObject({ url: 'https://es.shop.example', hide_from_alternates: true })
    expect(entries.find((entry) => entry.value === 'id')?.is_active).toBe(false)
  })
})
