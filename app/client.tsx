import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { isLocale } from '../i18n/i18n-util.ts'
import { loadDictionary } from '../i18n/load-dictionary.ts'
import { prepareBrowserInspector } from './state/inspector.ts'
import { writeAddressInRouterForm } from './state/router-address.ts'
import { yieldToBrowser } from './state/yield-to-browser.ts'
import { preloadPageBody } from './views/page-bodies.ts'
import { keepWindowPlaceOnLeaving } from './state/window-place.ts'
import { noteChangesBeforeHydration } from './components/forms/use-changes-before-hydration.ts'

// The page's body (a chunk of its own) and the edition's dictionary (a JSON file) are loaded first: hydrating
// before they are there would drop the server's markup.
const dictionary = document.documentElement.dataset.dictionary ?? ''
await Promise.all([prepareBrowserInspector(), preloadPageBody(document.getElementById('main')?.dataset.pageBody), isLocale(dictionary) ? loadDictionary(dictionary) : undefined])

writeAddressInRouterForm()
// The router is built and given the server's matches before React hydrates, in a task of its own, rather than
// inside React's first render as `StartClient` does it (docs/adr/0017-evaluation-in-tasks.md).
const router = await hydrateStart()
keepWindowPlaceOnLeaving(router)
await yieldToBrowser()
noteChangesBeforeHydration(document)
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
})
