import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import { records, text } from '../../domain/json-readers.ts'
import { useI18nContext } from '../../i18n/i18n-react.tsx'
import { useShop } from '../components/content/shop-context.tsx'
import { favouritesNotOffered } from '../components/favourites/favourites-not-offered.ts'
import { NotOfferedNote } from '../components/favourites/not-offered-note.tsx'
import { ProductTile } from '../components/product-tile/product-tile.tsx'
import { productTileModelsOf } from '../components/product-tile/product-tile-model.ts'
import { useFocusAfterRemoval } from '../components/use-focus-after-removal.ts'
import { favouriteProductsLogic } from '../state/favourite-products-logic.ts'
import { useFavourites } from '../state/favourites-selectors.ts'
import { browserInspector } from '../state/inspector.ts'
import { useRenderActor } from '../state/render-actor.ts'
import { RootActor } from '../state/root-actor.tsx'

type FavouriteProductsSnapshot = SnapshotFrom<typeof favouriteProductsLogic>

const viewOf = (snapshot: FavouriteProductsSnapshot) => ({
  tiles: snapshot.context.tiles,
  lookedUp: snapshot.context.lookedUp,
  unavailable: snapshot.context.unavailable,
  busy: snapshot.hasTag('busy'),
  shown: snapshot.matches('shown'),
})
const sameView = (a: ReturnType<typeof viewOf>, b: ReturnType<typeof viewOf>) =>
  a.tiles === b.tiles && a.lookedUp === b.lookedUp && a.unavailable === b.unavailable && a.busy === b.busy && a.shown === b.shown

/**
 * The favourites page (SPEC §2): the products whose ids the wishlist keeps in browser storage. The list lives
 * in the browser only, so the server renders the heading; the page's actor loads the products once the tab has
 * resumed and knows the list, and the page renders from its snapshot. Favourites are kept for every edition
 * alike, so one this shop's catalogue does not offer (or no longer does) is counted in the header but has no
 * tile here: the page says how many, and the shopper may remove them.
 */
export function FavouritesView() {
  const favourites = useFavourites()
  const resumed = RootActor.useSelector((snapshot) => snapshot.context.wishlist !== null)
  const { LL } = useI18nContext()
  const { entry, currency } = useShop()
  const path = `/${entry.value}/`
  const actor = useRenderActor(favouriteProductsLogic, path, () => ({ input: { path }, inspect: browserInspector()?.inspect }))
  const wanted = favourites.ids.join(',')
  useEffect(() => {
    if (resumed) actor.send({ type: 'favourites.listed', ids: wanted ? wanted.split(',') : [] })
  }, [actor, resumed, wanted])
  const view = useSelector(actor, viewOf, sameView)
  const products = useMemo(() => productTileModelsOf(view.tiles, currency), [view.tiles, currency])

  // In the order the shopper added them, whatever order the catalogue's batches answer in; a product removed from
  // the favourites leaves the page at once, without asking the platform again.
  const productsById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products])
  const shown = favourites.ids.flatMap((id) => productsById.get(id) ?? [])
  // Offered are the ids the catalogue sent a tile for, shown or not: a tile the page cannot show is no reason to remove a favourite.
  const offered = useMemo(() => records(view.tiles).map((tile) => text(tile.id)), [view.tiles])
  const notOffered = view.shown && !view.unavailable ? favouritesNotOffered(favourites.ids, view.lookedUp, offered) : []
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const empty = useRef<HTMLParagraphElement>(null)
  const noteButton = useRef<HTMLButtonElement>(null)
  // Every button here removes its product: the focus goes on to the next product's, or, once none is left, to the
  // note's button while the note is there, else to the empty list's message.
  const markRemoval = useFocusAfterRemoval(list, '.product-tile__favourite', notOffered.length > 0 ? noteButton : empty, shown.length)
  const remove = (productId: string) => {
    markRemoval(shown.findIndex((product) => product.id === productId))
    favourites.onToggle(productId)
  }
  // The note leaves the page with the favourites it names: the focus goes to the empty list's message, or to the
  // page's heading above the products left.
  const root = RootActor.useActorRef()
  const removedNotOffered = useRef(false)
  const removeNotOffered = () => {
    removedNotOffered.current = true
    for (const productId of notOffered) root.send({ type: 'wishlist.remove-item', productId, origin: 'favourites-page', at: Date.now() })
  }
  useEffect(() => {
    if (!removedNotOffered.current || notOffered.length > 0) return
    removedNotOffered.current = false
    ;(empty.current ?? heading.current)?.focus()
  }, [notOffered.length])
  return (
    <div className="favourites-page page-width">
      <h1 ref={heading} tabIndex={-1}>
        {LL.FAVOURITES()}
      </h1>
      {view.unavailable ? <p role="status">{LL.FAVOURITES_UNAVAILABLE()}</p> : null}
      {notOffered.length > 0 ? <NotOfferedNote count={notOffered.length} onRemove={removeNotOffered} buttonRef={noteButton} /> : null}
      {view.shown && !view.unavailable && shown.length === 0 && notOffered.length === 0 ? (
        <p ref={empty} tabIndex={-1}>
          {LL.FAVOURITES_EMPTY()}
        </p>
      ) : null}
      <ul ref={list} className="product-grid" aria-busy={view.busy}>
        {shown.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} isFavourite onToggleFavourite={remove} />
          </li>
        ))}
      </ul>
    </div>
  )
}
