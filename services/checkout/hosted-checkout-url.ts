/** SPEC §7: the web URL is extended with the buyer's details for the hosted checkout. */
export interface BuyerDetails {
  email?: string
  firstName?: string
  lastName?: string
  address1?: string
  address2?: string
  city?: string
  company?: string
  zip?: string
  phone?: string
  country?: string
  province?: string
}

export function checkoutUrlWithBuyer(webUrl: string, buyer: BuyerDetails): string {
  const url = new URL(webUrl)
  const fields: Array<[string, string | undefined]> = [
    ['checkout[email]', buyer.email],
    ['checkout[shipping_address][first_name]', buyer.firstName],
    ['checkout[shipping_address][last_name]', buyer.lastName],
    ['checkout[shipping_address][address1]', buyer.address1],
    ['checkout[shipping_address][address2]', buyer.address2],
    ['checkout[shipping_address][city]', buyer.city],
    ['checkout[shipping_address][company]', buyer.company],
    ['checkout[shipping_address][zip]', buyer.zip],
    ['checkout[shipping_address][phone]', buyer.phone],
    ['checkout[shipping_address][country]', buyer.country],
    ['checkout[shipping_address][province]', buyer.province],
  ]
  for (const [key, value] of fields) if (value) url.searchParams.set(key, value)
  return url.toString()
}
