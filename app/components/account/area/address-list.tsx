import { useI18nContext } from '../../../../i18n/i18n-react.tsx'
import type { AddressBook, SavedAddress } from '../../../../domain/account.ts'

interface AddressListProps {
  book: AddressBook
  /** SPEC §9: at most 5 addresses. */
  limit: number
  onEdit: (id: string) => void
  onAdd: () => void
}

function AddressLines({ address }: { address: SavedAddress }) {
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
    </address>
  )
}

/** The customer's addresses, the default one first and marked, each to be edited; another while there is room. */
export function AddressList({ book, limit, onEdit, onAdd }: AddressListProps) {
  const { LL } = useI18nContext()
  const ordered = [...book.addresses].sort((a, b) => Number(b.id === book.defaultAddressId) - Number(a.id === book.defaultAddressId))
  return (
    <div className="address-list">
      {ordered.length === 0 ? <p>{LL.ADDRESSES_EMPTY()}</p> : null}
      <ul>
        {ordered.map((address) => (
          <li key={address.id} className="address-card">
            {address.id === book.defaultAddressId ? <p className="address-card__default">{LL.ADDRESS_DEFAULT()}</p> : null}
            <AddressLines address={address} />
            <button type="button" className="button button--secondary" onClick={() => onEdit(address.id)}>
              {LL.ADDRESS_EDIT({ street: address.address1 })}
            </button>
          </li>
        ))}
      </ul>
      {book.addresses.length < limit ? (
        <button type="button" className="button" onClick={onAdd}>
          {LL.ADDRESS_ADD()}
        </button>
      ) : (
        <p>{LL.ADDRESS_LIMIT({ max: limit })}</p>
      )}
    </div>
  )
}
