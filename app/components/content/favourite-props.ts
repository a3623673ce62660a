/** Favourites as tiles see them: the ids kept in the wishlist and the toggle (SPEC §4 "Favourites toggle"). */
export interface FavouriteProps {
  ids: readonly string[]
  onToggle: (productId: string) => void
}
