import { describe, expect, it } from 'vitest'
import { unreadablePathRedirect } from '../../../app/server/unreadable-path.ts'

const PAGE = { accept: 'text/html,application/xhtml+xml' }
const answerTo = (address: string, init: RequestInit = {}) => unreadablePathRedirect(new Request(`http://shop.test${address}`, { headers: PAGE, ...init }))
const sentTo = (address: string) => answerTo(address)?.headers.get('location') ?? null

describe('a page asked for at a path with an escape that is no text', () => {
  it('is sent on for good to the path with that escape written as the text it is', () => {
    expect(answerTo('/de/%FF/')?.status).toBe(301)
    expect(sentTo('/de/%FF/')).toBe('/de/%25FF/')
    expect(sentTo('/de/p/%C3')).toBe('/de/p/%25C3')
    expect(sentTo('/de/100%/')).toBe('/de/100%25/')
    expect(sentTo('/de/%ZZ/')).toBe('/de/%25ZZ/')
    expect(sentTo('/de/%%FF/')).toBe('/de/%25%25FF/')
  })

  it('keeps its query as it was, and is sent on once: the path it is sent to is read', () => {
    expect(sentTo('/de/%FF/?searchPhrase=%FF&page=2')).toBe('/de/%25FF/?searchPhrase=%FF&page=2')
    expect(sentTo(sentTo('/de/%FF/')!)).toBeNull()
  })

  it('is never sent to another site: leading slashes are one', () => {
    expect(sentTo('//elsewhere.example/%FF')).toBe('/elsewhere.example/%25FF')
    expect(sentTo('/\\elsewhere.example/%FF')).toBe('/elsewhere.example/%25FF')
  })

  it('is not sent on when every escape is text, nor when it has none', () => {
    expect(sentTo('/de/c/m%C3%BCsli/')).toBeNull()
    expect(sentTo('/de/a%20b/%F0%9F%99%82/')).toBeNull()
    expect(sentTo('/de/p/1099/?q=%FF')).toBeNull()
  })

  it('is sent on for a HEAD as for a GET, and left to the framework for any call that is not for a page', () => {
    expect(sentTo('/de/%FF/')).not.toBeNull()
    expect(answerTo('/de/%FF/', { method: 'HEAD' })?.status).toBe(301)
    expect(answerTo('/de/%FF/', { method: 'POST' })).toBeNull()
    expect(answerTo('/_serverFn/x%FF', { headers: { accept: 'application/json' } })).toBeNull()
  })
})
