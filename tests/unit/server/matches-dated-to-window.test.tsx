import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, HeadContent, Outlet, RouterProvider, Scripts } from '@tanstack/react-router'
import { attachRouterServerSsrUtils, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import type { ReactNode } from 'react'
import { matchesDatedToWindow as matchesDatedToWindowEdits } from '../../../app/server/matches-dated-to-window.ts'
import { pageBytes } from '../../../app/server/page-edits.ts'

/** The page as it is answered, with the dates edited. */
const matchesDatedToWindow = (html: string, window: number) => pageBytes(html, matchesDatedToWindowEdits(html, window)).toString()

/** A page as the router this shop is built with renders it on the server, its matches' data dehydrated into it. */
async function pageOfTheRouter(): Promise<string> {
  const Document = ({ children }: { children: ReactNode }) => (
    <html lang="de">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
  const root = createRootRoute({ loader: () => ({ store: 'de' }), shellComponent: Document, component: Outlet })
  const product = createRoute({ getParentRoute: () => root, path: '/de/p/$id', loader: ({ params }) => ({ id: params.id }), component: () => <main>product</main> })
  const router = createRouter({ routeTree: root.addChildren([product]), history: createMemoryHistory({ initialEntries: ['/de/p/1099'] }), isServer: true })
  attachRouterServerSsrUtils({ router, manifest: undefined })
  await router.load()
  await router.serverSsr!.dehydrate()
  return transformHtmlStringWithRouter(router, renderToString(<RouterProvider router={router} />))
}

describe('the page’s matches dated to the fresh window', () => {
  it('dates every dehydrated match to the window and leaves the rest of the page alone', () => {
    const html =
      '<p>u:17</p><script>matches:$R[10]=[$R[11]={i:"__root__#",u:1795600983338,s:"success",l:{u:5}},$R[20]={i:"/$/$$/de/p/1099/\\"x\\"",u:1795600983412,s:"success"}]</script>'
    expect(matchesDatedToWindow(html, 1795600980000)).toBe(
      '<p>u:17</p><script>matches:$R[10]=[$R[11]={i:"__root__#",u:1795600980000,s:"success",l:{u:5}},$R[20]={i:"/$/$$/de/p/1099/\\"x\\"",u:1795600980000,s:"success"}]</script>',
    )
  })

  // A router upgrade that writes its matches otherwise fails here, rather than silently giving each replica its own bytes.
  it('dates both matches of a page the current router rendered', async () => {
    const html = await pageOfTheRouter()
    const dates = (page: string) => [...page.matchAll(/\{i:"(?:[^"\\]|\\.)*",u:(\d+),s:"/g)].map((match) => match[1])
    expect(dates(html)).toHaveLength(2)
    expect(dates(matchesDatedToWindow(html, 1795600980000))).toEqual(['1795600980000', '1795600980000'])
  })

  it('answers a page without the router’s matches as it is, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = '<html><body><main>no router data</main></body></html>'
    expect(matchesDatedToWindow(html, 1795600980000)).toBe(html)
    expect(matchesDatedToWindow(html, 1795600980000)).toBe(html)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ event: 'matches-not-dated' })
    warn.mockRestore()
  })
})
