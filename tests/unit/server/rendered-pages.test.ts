import { describe, expect, it } from 'vitest'
import { renderedPages, type PageInputs } from '../../../app/server/rendered-pages.ts'

const productPage = (price: number): PageInputs => ({
  href: '/pl/p/1099/',
  matches: [
    { routeId: '__root__', status: 'success', loaderData: { input: { storeCode: 'pl', width: 1280 } } },
    { routeId: '/$', status: 'success', loaderData: { browse: JSON.stringify({ price, description: 'Mankiet zapasowy CF 1 ułatwia codzienną troskę o zdrowie. '.repeat(20) }) } },
  ],
})

/** The page as rendered while a part of it failed: the route that loaded it names the failure. */
function withPartFailure(inputs: PageInputs, routeId: string, failure: string): PageInputs {
  const named = (match: PageInputs['matches'][number]) => (match.routeId === routeId ? { ...match, loaderData: { ...(match.loaderData as object), partFailures: [failure] } } : match)
  return { ...inputs, matches: inputs.matches.map(named) }
}

function counted(markup: string) {
  let renders = 0
  return {
    render: async () => {
      renders += 1
      return Buffer.from(`${markup} ${renders}`)
    },
    renders: () => renders,
  }
}

describe('rendered pages: a warm page is answered without rendering it again', () => {
  it('answers the same inputs with the page rendered the first time', async () => {
    const pages = renderedPages({ freshMs: 30_000, maxEntries: 10 })
    const page = counted('product')
    const first = await pages(productPage(124.99), page.render)
    const second = await pages(productPage(124.99), page.render)
    expect(page.renders()).toBe(1)
    expect(second.body.toString()).toBe(first.body.toString())
  })

  it('renders anew when any route loaded other data, such as a new price', async () => {
    const pages = renderedPages({ freshMs: 30_000, maxEntries: 10 })
    const page = counted('product')
    await pages(productPage(124.99), page.render)
    expect((await pages(productPage(119.99), page.render)).body.toString()).toBe('product 2')
  })

  it('renders anew for another address or another device class', async () => {
    const pages = renderedPages({ freshMs: 30_000, maxEntries: 10 })
    const page = counted('product')
    await pages(productPage(124.99), page.render)
    await pages({ ...productPage(124.99), href: '/de/p/1099/' }, page.render)
    const onPhone = productPage(124.99)
    await pages({ ...onPhone, matches: [{ routeId: '__root__', status: 'success', loaderData: { input: { storeCode: 'pl', width: 390 } } }, onPhone.matches[1]!] }, page.render)
    expect(page.renders()).toBe(3)
  })

  it('renders a page again once the fresh window it was rendered in has passed, windows being aligned to the clock', async () => {
    let now = 1_000
    const pages = renderedPages({ freshMs: 30_000, maxEntries: 10, now: () => now })
    const page = counted('product')
    await pages(productPage(124.99), page.render)
    now = 29_999
    await pages(productPage(124.99), page.render)
    expect(page.renders()).toBe(1)
    now = 30_000
    expect((await pages(productPage(124.99), page.render)).body.toString()).toBe('product 2')
  })

  it('tells the render the start of its window, so every replica rendering the same inputs in that window writes the same page', async () => {
    const windows: number[] = []
    for (const now of [61_000, 89_999]) {
      const replica = renderedPages({ freshMs: 30_000, maxEntries: 10, now: () => now })
      await replica(productPage(124.99), async (window) => {
        windows.push(window)
        return Buffer.from('product')
      })
    }
    expect(windows).toEqual([60_000, 60_000])
  })

  it('does not keep a page rendered while a part of it could not be fetched: the next request renders it again', async () => {
    const pages = renderedPages({ freshMs: 30_000, maxEntries: 10 })
    const page = counted('product without recommendations')
    const failed = withPartFailure(productPage(124.99), '/$', 'recommendations failed')
    const answered = await pages(failed, page.render)
    expect(answered.body.toString()).toBe('product without recommendations 1')
    expect(answered.complete).toBe(false)
    expect((await pages(failed, page.render)).body.toString()).toBe('product without recommendations 2')
  })

  it('keeps the complete page rendered once its parts come back', async () => {
    const pages = renderedPages({ freshMs: 30_000, maxEntries: 10 })
    const page = counted('product')
    await pages(withPartFailure(productPage(124.99), '/$', 'menu failed'), page.render)
    await pages(productPage(124.99), page.render)
    expect((await pages(productPage(124.99), page.render)).body.toString()).toBe('product 2')
  })

  it('keeps at most its number of pages, forgetting the least recently asked first', async () => {
    const pages = renderedPages({ freshMs: 30_000, maxEntries: 2 })
    const page = counted('product')
    for (const price of [1, 2, 1, 3]) await pages(productPage(price), page.render)
    expect(page.renders()).toBe(3)
    await pages(productPage(1), page.render)
    expect(page.renders()).toBe(3)
    await pages(productPage(2), page.render)
    expect(page.renders()).toBe(4)
  })
})
