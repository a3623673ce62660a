import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { FavouriteProps } from '../components/content/favourite-props.ts'
import { RootActor } from '../state/root-actor.tsx'

const NONE: string[] = []

/**
 * Favourites for tiles and the header bubble, from the root's wishlist actor (SPEC §4 toggle, storage key
 * `favorites`). The server renders none; the wishlist starts from storage once the tab resumes, so the
 * server's HTML and the first browser render agree.
 */
export function useFavourites(): FavouriteProps {
  const root = RootActor.useActorRef()
  const wishlist = RootActor.useSelector((snapshot) => snapshot.context.wishlist)
  const ids = useSelector(wishlist ?? undefined, (snapshot) => snapshot?.context.favourites) ?? NONE
  return useMemo(() => ({ ids, onToggle: (productId: string) => root.send({ type: 'wishlist.toggle', productId, origin: 'favourite-toggle' }) }), [ids, root])
}
