import { useEffect, useRef } from 'react'
import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import { countryOfAddress, NEW_ADDRESS, type AddressBook, type SavedAddress } from '../../../../domain/account.ts'
import { countryNameOf } from './country-name.ts'

interface AddressListProps {
  book: AddressBook
  /** The store's delivery country: an address in another one (saved in another store) names its country. */
  storeCountry: string
  /** SPEC §9: at most 5 addresses. */
  limit: number
  /** The address whose form was cancelled (or `NEW_ADDRESS`): its button takes the focus back when the list shows. */
  focusedOpener?: string | null
  onEdit: (id: string) => void
  onAdd: () => void
}

function AddressLines({ address, storeCountry }: { address: SavedAddress; storeCountry: string }) {
  const { locale } = useI18nContext()
  const country = countryOfAddress(address, storeCountry)
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.company}
      <br />
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {address.zip} {address.city}
      {country !== storeCountry ? (
        <>
          <br />
          {countryNameOf(country, locale)}
        </>
      ) : null}
    </address>
  )
}

/** The customer's addresses, the default one first and marked, each to be edited; another while there is room. */
export function AddressList({ book, storeCountry, limit, focusedOpener = null, onEdit, onAdd }: AddressListProps) {
  const { LL } = useI18nContext()
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusedOpener !== null) listRef.current?.querySelector<HTMLButtonElement>(`[data-opens="${CSS.escape(focusedOpener)}"]`)?.focus()
  }, [focusedOpener])
  const ordered = [...book.addresses].sort((a, b) => Number(b.id === book.defaultAddressId) - Number(a.id === book.defaultAddressId))
  return (
    <div className="address-list" ref={listRef}>
      {ordered.length === 0 ? <p>{LL.ADDRESSES_EMPTY()}</p> : null}
      <ul>
        {ordered.map((address) => (
          <li key={address.id} className="address-card">
            {address.id === book.defaultAddressId ? <p className="address-card__default">{LL.ADDRESS_DEFAULT()}</p> : null}
            <AddressLines address={address} storeCountry={storeCountry} />
            <button type="button" className="button button--secondary" data-opens={address.id} onClick={() => onEdit(address.id)}>
              {LL.ADDRESS_EDIT({ street: address.address1 })}
            </button>
          </li>
        ))}
      </ul>
      {book.addresses.length < limit ? (
        <button type="button" className="button" data-opens={NEW_ADDRESS} onClick={onAdd}>
          {LL.ADDRESS_ADD()}
        </button>
      ) : (
        <p>{LL.ADDRESS_LIMIT({ max: limit })}</p>
      )}
    </div>
  )
}
