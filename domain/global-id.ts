/**
 * A platform global id in one form. The storefront API wrote ids base64-encoded until 2022-04 and as `gid://`
 * URIs since, so a variant the catalogue names one way may come back from the cart the other way.
 */
export function globalIdOf(id: string): string {
  if (id.startsWith('gid://')) return id
  try {
    const decoded = atob(id)
    return decoded.startsWith('gid://') ? decoded : id
  } catch {
    return id
  }
}

export const sameGlobalId = (a: string, b: string) => a === b || globalIdOf(a) === globalIdOf(b)
