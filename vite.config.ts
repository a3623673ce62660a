import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { dictionaryAssets } from './build/dictionary-assets.ts'
import { lazyServerFnFetcherPlugin } from './build/lazy-server-fn-fetcher.ts'
import { pageBodyChunks } from './build/page-body-chunks.ts'
import { precompressedAssets } from './build/precompressed-assets.ts'

const shopModule = /[\\/](app|domain|i18n|machines|services)[\\/]/
/** The customer area's views, parts, machines and form rules; its routes' loaders (account-page-data) are in every page's route tree. */
const accountArea =
  /[\\/](app[\\/](views[\\/]account[\\/](?!account-page-data)|components[\\/]account[\\/]area[\\/]|state[\\/]account-screen)|machines[\\/](order-history|personal-data|address-book|change-password)\.machine|machines[\\/]account-outcome|domain[\\/]account-validation)/
/**
 * The login, registration and password forms of the login, reset and activation pages, with the machines of a reset
 * and an activation; the header's login link is on every page.
 */
const accountForms =
  /[\\/](app[\\/](components[\\/]account[\\/](?!login-link)[^\\/]+$|state[\\/](password-reset|activation)-logic|server[\\/]account-access-calls)|machines[\\/](password-reset|activation)\.machine)/

/**
 * The router's modules. Its hooks are used by the entry and by the page bodies loaded lazily: the shop group takes
 * them into every page's first load, else the bundler cuts them into a chunk of its own that every page fetches.
 */
const routerModule = /[\\/]node_modules[\\/]@tanstack[\\/]react-router[\\/]/

/**
 * The focus handling that only opened dialogs and forms use (the trap of the modal, the mobile menu and the cart
 * flyout; the move to a form's first field to correct): a chunk of its own, fetched with the first dialog or form a
 * shopper opens, rather than part of every page's first load through the shop group. These modules import nothing,
 * so the group takes no other module with it (a group takes what its modules import), and only lazily loaded views
 * import them.
 */
const focusModule = /[\\/]app[\\/]components[\\/](modal[\\/]focusable|forms[\\/]focus-first-invalid)\.ts$/
/** Hooks only lazily loaded views share (lists that lose an item, forms that thank): left to the bundler's own chunks. */
const lazyViewsHook = /[\\/]app[\\/]components[\\/](use-focus-after-removal|forms[\\/]use-focus-on-thanks)\.ts$/

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' },
  // The Start plugin must come before the React plugin.
  plugins: [tanstackStart({ srcDirectory: 'app' }), react(), pageBodyChunks(), dictionaryAssets(), lazyServerFnFetcherPlugin(), precompressedAssets()],
  environments: {
    client: {
      build: {
        // Lazy chunks load their own imports; the shop preloads what a page needs itself (docs/adr/0023).
        modulePreload: false,
        rolldownOptions: {
          // The i18n package declares no side-effect-free modules, so its locale detectors, unused here, were kept. The
          // browser imports server modules only for their server functions' stubs: what else runs at their top (the
          // configuration read, the content caches) is server work, left out when nothing in the browser uses it; the
          // shop's services hold plain functions, so what of them the browser does not call goes too.
          // Constants (cookie names, limits) are written where they are used: a module shared by the page's own code
          // and one lazy chunk would otherwise be a chunk of its own, for one string.
          optimization: { inlineConst: true },
          treeshake: {
            moduleSideEffects: [
              { test: /[\\/]typesafe-i18n[\\/]detectors[\\/]/, sideEffects: false },
              { test: /[\\/]app[\\/]server[\\/]/, sideEffects: false },
              { test: /^(?!.*node_modules).*[\\/]services[\\/]/, sideEffects: false },
            ],
          },
          output: {
            codeSplitting: {
              // The shop's own modules that three or more chunks share go into one chunk. Left to itself, the
              // bundler cuts them into dozens of chunks of a few hundred bytes, each compressed on its own and
              // each another request: one shared chunk is 5–8 KB smaller gzipped on every page type. What only account
              // pages share goes into chunks of their own, so other pages do not fetch it: the shop group leaves it out
              // and is taken first, so the account chunks hold only what account pages add.
              groups: [
                { name: 'focus', test: focusModule, priority: 3 },
                { name: 'shop', test: (id) => (shopModule.test(id) && !accountArea.test(id) && !accountForms.test(id) && !lazyViewsHook.test(id)) || routerModule.test(id), minShareCount: 3, priority: 2 },
                { name: 'account-forms', test: accountForms, minShareCount: 2, priority: 1 },
                { name: 'account-area', test: accountArea, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
