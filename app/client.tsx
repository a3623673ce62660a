import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { prepareBrowserInspector } from './state/inspector.ts'
import { preloadPageBody } from './views/page-bodies.ts'

// The page's body is a chunk of its own: hydrating before it has loaded would drop the server's markup.
await Promise.all([prepareBrowserInspector(), preloadPageBody(document.getElementById('main')?.dataset.pageBody)])

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
