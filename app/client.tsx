import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { isLocale } from '../i18n/i18n-util.ts'
import { loadDictionary } from '../i18n/load-dictionary.ts'
import { prepareBrowserInspector } from './state/inspector.ts'
import { writeAddressInRouterForm } from './state/router-address.ts'
import { preloadPageBody } from './views/page-bodies.ts'

// The page's body (a chunk of its own) and the edition's dictionary (a JSON file) are loaded first: hydrating
// before they are there would drop the server's markup.
const dictionary = document.documentElement.dataset.dictionary ?? ''
await Promise.all([prepareBrowserInspector(), preloadPageBody(document.getElementById('main')?.dataset.pageBody), isLocale(dictionary) ? loadDictionary(dictionary) : undefined])

writeAddressInRouterForm()
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
