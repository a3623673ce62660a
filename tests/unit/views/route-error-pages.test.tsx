import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, notFound, Outlet, RouterProvider } from '@tanstack/react-router'
import { loadLocale } from '../../../i18n/i18n-util.sync.ts'
import { RootDocument } from '../../../app/views/root-document.tsx'
import { routerErrorPages } from '../../../app/views/route-error-pages.tsx'

loadLocale('de')
loadLocale('fr')

/**
 * A server's router as the shop's: its document shell and its error pages, with a root loader that fails as the
 * root actor's settling would, and a route that finds no page.
 */
async function renderedOnServer(path: string, { rootFails }: { rootFails: boolean }) {
  const root = createRootRoute({
    loader: () => (rootFails ? Promise.reject(new Error('the root actor did not settle')) : null),
    shellComponent: RootDocument,
    component: Outlet,
  })
  const missing = createRoute({ getParentRoute: () => root, path: '/$edition/missing', loader: () => Promise.reject(notFound()) })
  const router = createRouter({ routeTree: root.addChildren([missing]), history: createMemoryHistory({ initialEntries: [path] }), trailingSlash: 'preserve', isServer: true, ...routerErrorPages })
  await router.load()
  const status = router._serverResult?.type === 'render' ? router._serverResult.status : null
  return { status, html: renderToString(<RouterProvider router={router} />) }
}

describe('the router’s error pages', () => {
  it('answers a root that failed to settle with the spec’s error page, status 500, in the address’s edition', async () => {
    const { status, html } = await renderedOnServer('/de/c/waagen/', { rootFails: true })
    expect(status).toBe(500)
    expect(html).toContain('<html lang="de" data-dictionary="de">')
    expect(html).toContain('<h1 id="error-page-heading">Etwas ist schiefgelaufen</h1>')
    expect(html).toContain('<title>Etwas ist schiefgelaufen</title>')
    expect(html).toContain('>Zurück</button>')
    expect(html).toContain('<a href="/de/" class="button">Zur Startseite</a>')
  })

  it('speaks the default store’s language when the address names no edition (SPEC §9)', async () => {
    const { status, html } = await renderedOnServer('/nowhere/', { rootFails: true })
    expect(status).toBe(500)
    expect(html).toContain('<html lang="fr" data-dictionary="fr">')
  })

  it('answers a route that finds no page with the spec’s not-found page, status 404', async () => {
    const { status, html } = await renderedOnServer('/fr/missing', { rootFails: false })
    expect(status).toBe(404)
    expect(html).toContain('<h1 id="error-page-heading">Désolé, la page que vous recherchez est introuvable.</h1>')
    expect(html).toContain('<a href="/fr/" class="button">')
  })
})
