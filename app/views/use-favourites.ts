import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { wishlistMachine } from '../../machines/wishlist.machine.ts'
import type { FavouriteProps } from '../components/content/favourite-props.ts'

const STORAGE_KEY = 'favorites'

function storedFavourites(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

const machine = wishlistMachine.provide({
  actions: {
    persistFavorites: (_, { favourites }) => {
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(favourites))
      } catch {
        // Storage full or blocked: the list still works for this page.
      }
    },
  },
})

/**
 * Favourites for tiles and the header bubble, from the wishlist machine (SPEC §4 toggle, storage key
 * `favorites`). The server renders none; the browser reads storage after hydration so both agree first.
 */
export function useFavourites(): FavouriteProps {
  const actor = useActorRef(machine, { input: { favourites: [] } })
  const ids = useSelector(actor, (state) => state.context.favourites)
  useEffect(() => {
    for (const productId of storedFavourites()) actor.send({ type: 'wishlist.add-item', productId })
  }, [actor])
  return useMemo(() => ({ ids, onToggle: (productId: string) => actor.send({ type: 'wishlist.toggle', productId }) }), [ids, actor])
}
