import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { FavouriteProps } from '../components/content/favourite-props.ts'
import { RootActor } from './root-actor.tsx'

const NONE: string[] = []

/** The same ids in the same order are the same list: a wishlist resumed empty changes nothing on the page. */
const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index])

/**
 * Favourites from the root actor's wishlist child (SPEC §4 toggle). Before the tab has resumed its shared
 * state (and on the server) there is no wishlist yet, so the list is empty and the toggle waits for it.
 */
export function useFavourites(): FavouriteProps {
  const root = RootActor.useActorRef()
  const wishlist = RootActor.useSelector((snapshot) => snapshot.context.wishlist)
  const ids = useSelector(wishlist ?? undefined, (snapshot) => snapshot?.context.favourites ?? NONE, sameIds)
  return useMemo(() => ({ ids, onToggle: (productId: string) => root.send({ type: 'wishlist.toggle', productId }) }), [ids, root])
}
