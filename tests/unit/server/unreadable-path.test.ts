import { describe, expect, it } from 'vitest'
import { unreadablePathRedirect } from '../../../app/server/unreadable-path.ts'

const sentTo = (address: string, method = 'GET') => unreadablePathRedirect(new Request(`http://shop.test${address}`, { method }))?.headers.get('location') ?? null

describe('a page asked for at a path with an escape that is no text', () => {
  it('is sent on for good to the path with that escape written as the text it is', () => {
    expect(unreadablePathRedirect(new Request('http://shop.test/de/%FF/'))?.status).toBe(301)
    expect(sentTo('/de/%FF/')).toBe('/de/%25FF/')
    expect(sentTo('/de/p/%C3')).toBe('/de/p/%25C3')
    expect(sentTo('/de/100%/')).toBe('/de/100%25/')
    expect(sentTo('/de/%ZZ/')).toBe('/de/%25ZZ/')
  })

  it('keeps its query as it was', () => {
    expect(sentTo('/de/%FF/?searchPhrase=%FF&page=2')).toBe('/de/%25FF/?searchPhrase=%FF&page=2')
  })

  it('is not sent on when every escape is text, nor when it has none', () => {
    expect(sentTo('/de/c/m%C3%BCsli/')).toBeNull()
    expect(sentTo('/de/a%20b/%F0%9F%99%82/')).toBeNull()
    expect(sentTo('/de/p/1099/?q=%FF')).toBeNull()
  })

  it('is left to the framework for a call that is not a page’s', () => {
    expect(sentTo('/de/%FF/', 'POST')).toBeNull()
  })
})
