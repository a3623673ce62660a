import { describe, expect, it } from 'vitest'
import { listingPageSizeOfVisitor, varyOfVisitor, viewportWidthOfVisitor } from '../../../../app/server/visitor-screen.ts'

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

describe('the listing page size the server renders (SPEC §9: 48 desktop, 30 mobile and tablet)', () => {
  it('is 30 when the browser says it is mobile', () => {
    expect(listingPageSizeOfVisitor({ mobileHint: '?1', userAgent: DESKTOP })).toBe(30)
  })

  it('is 30 for phones and tablets named by their user agent', () => {
    for (const userAgent of [PHONE, ANDROID_TABLET, IPHONE]) expect(listingPageSizeOfVisitor({ mobileHint: '?0', userAgent })).toBe(30)
  })

  it('is 48 for a desktop browser, and when nothing is known', () => {
    expect(listingPageSizeOfVisitor({ mobileHint: '?0', userAgent: DESKTOP })).toBe(48)
    expect(listingPageSizeOfVisitor({})).toBe(48)
  })
})

describe('the viewport width the header starts from on the server', () => {
  it('is a phone’s for phones and tablets, so their first render has the mobile header', () => {
    for (const userAgent of [PHONE, ANDROID_TABLET, IPHONE]) expect(viewportWidthOfVisitor({ userAgent })).toBeLessThan(992)
    expect(viewportWidthOfVisitor({ mobileHint: '?1', userAgent: DESKTOP })).toBeLessThan(992)
  })

  it('is a desktop’s for desktop browsers, and when nothing is known', () => {
    expect(viewportWidthOfVisitor({ mobileHint: '?0', userAgent: DESKTOP })).toBeGreaterThanOrEqual(992)
    expect(viewportWidthOfVisitor({})).toBeGreaterThanOrEqual(992)
  })
})

describe('the device class a caching proxy sends (X-Device-Class)', () => {
  it('decides the layout over the hint and the user agent', () => {
    expect(viewportWidthOfVisitor({ deviceClass: 'desktop', mobileHint: '?1', userAgent: PHONE })).toBeGreaterThanOrEqual(992)
    expect(listingPageSizeOfVisitor({ deviceClass: 'Mobile', userAgent: DESKTOP })).toBe(30)
  })

  it('is all a page varies by when it is sent; without it, the page varies by the headers the class is guessed from', () => {
    expect(varyOfVisitor({ deviceClass: 'mobile', userAgent: PHONE })).toBe('X-Device-Class')
    expect(varyOfVisitor({ userAgent: PHONE })).toBe('X-Device-Class, Sec-CH-UA-Mobile, User-Agent')
    expect(varyOfVisitor({ deviceClass: 'television', userAgent: PHONE })).toBe('X-Device-Class, Sec-CH-UA-Mobile, User-Agent')
  })
})
