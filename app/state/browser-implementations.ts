import { fromPromise } from 'xstate'
import type { StoreCode } from '../../app.config.ts'
import { backToTopMachine } from '../../machines/back-to-top.machine.ts'
import { modalMachine } from '../../machines/modal.machine.ts'
import { rootMachine } from '../../machines/root.machine.ts'
import { wishlistMachine } from '../../machines/wishlist.machine.ts'
import type { StorefrontAccess } from '../../services/storefront/endpoint.ts'
import { pageMachine, type FrameRequest } from '../../machines/page.machine.ts'
import type { PageAddress } from '../../domain/requests.ts'
import { fetchPageFrame, fetchPageReply } from '../server/page-content.ts'
import { accountActors } from './account-logic.ts'
import { checkoutLoadedLater } from './checkout-logic.ts'
import { sessionLoadedLater } from './session-logic.ts'
import { writeFavourites } from './favourites-storage.ts'
import { keepFirstCartLines } from './first-cart-storage.ts'
import { writeJournal } from './journal-storage.ts'
import { pageReplyOf } from './page-prefetch.ts'
import { scrollToPageTop } from './page-top.ts'

export interface BrowserSettings {
  store: StoreCode
  /** The storefront platform's public endpoint, access key and API version: the browser's checkout talks to it directly. */
  storefront: StorefrontAccess
}

/**
 * The root machine with everything a tab provides: the checkout, loaded when a cart needs it, session calls through the
 * server (the token stays in an httpOnly cookie), and the document, cookies and storage the machines themselves
 * never touch.
 */
export function browserRootLogic(settings: BrowserSettings) {
  const { storefrontDomain, storefrontAccessKey, apiVersion } = settings.storefront
  const key = `${settings.store}|${storefrontDomain}|${storefrontAccessKey}|${apiVersion}`
  let logic = provided.get(key)
  if (!logic) provided.set(key, (logic = provideRoot(settings)))
  return logic
}

/** Providing builds every machine anew: done once per store, not on every render (the server renders many). */
const provided = new Map<string, ReturnType<typeof provideRoot>>()

function provideRoot(settings: BrowserSettings) {
  const store = settings.store
  return rootMachine.provide({
    actors: {
      // A client navigation's page: the server fetches and assembles it, from the address alone (page-content.ts).
      page: pageMachine.provide({
        actors: {
          fetchPage: fromPromise(({ input }: { input: PageAddress }) => pageReplyOf(input)),
          scrapePage: fromPromise(({ input }: { input: PageAddress }) => fetchPageReply(input, true)),
          fetchChrome: fromPromise(({ input }: { input: FrameRequest }) => fetchPageFrame(input)),
        },
        // A failed page is rare: its report's code comes only then.
        actions: {
          logError: ({ context }, { error }) => {
            void import('./page-failure-report.ts').then(({ reportPageLoadFailure }) => reportPageLoadFailure(`${context.address.path}${context.address.search}`, error))
          },
        },
      }),
      // The checkout and its gateway come when a cart needs them (checkout-logic.ts).
      ...checkoutLoadedLater(settings),
      // The session comes with a stored login or the shopper's first login (session-logic.ts).
      ...sessionLoadedLater(store),
      wishlist: wishlistMachine.provide({ actions: { persistFavorites: (_, { favourites }) => writeFavourites(favourites) } }),
      // The account machines come with the account pages, which provide them before they are spawned.
      ...accountActors(store),
      modal: modalMachine.provide({
        actions: {
          lockPageScrolling: () => document.body.classList.add('is-scroll-locked'),
          unlockPageScrolling: () => document.body.classList.remove('is-scroll-locked'),
        },
      }),
      backToTop: backToTopMachine.provide({ actions: { scrollToTop: scrollToPageTop } }),
    },
    actions: { persistJournal: (_, { journal }) => writeJournal(journal), keepFirstCartLines: (_, { lines }) => keepFirstCartLines(lines) },
  })
}
