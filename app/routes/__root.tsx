import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { settleRootActor } from '../server/settle-root-actor.ts'
import { RootActorProvider } from '../state/root-actor.tsx'
import { STORES } from '../../app.config.ts'

export const Route = createRootRoute({
  // Settled once per document on the server; client navigations keep the tab's actor.
  loader: ({ location }) => settleRootActor({ data: { path: location.pathname } }),
  staleTime: Infinity,
  shouldReload: false,
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  }),
  component: RootDocument,
})

function RootDocument() {
  const { input, snapshot } = Route.useLoaderData()
  return (
    <html lang={STORES[input.storeCode].locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        <RootActorProvider input={input} snapshot={snapshot}>
          <Outlet />
        </RootActorProvider>
        <Scripts />
      </body>
    </html>
  )
}
