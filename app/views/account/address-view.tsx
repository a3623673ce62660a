import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { ADDRESSES_FIRST, countryOfAddress } from '../../../domain/account.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { AccountLoadFailed, AccountLoading, SavedNotice } from '../../components/account/area/account-status.tsx'
import { AddressForm } from '../../components/account/area/address-form.tsx'
import { AddressList } from '../../components/account/area/address-list.tsx'
import { useAddressBookActor } from '../../state/account-screen.ts'
import { AccountArea } from './account-area.tsx'
import { useTranslatedErrors } from './translated-errors.ts'

const BLANK = { firstName: '', lastName: '', company: '', address1: '', address2: '', zip: '', city: '' }

/** SPEC §2 Address: the customer's addresses and the default one, each created or changed in a form. */
export function AddressView() {
  const { LL } = useI18nContext()
  const actor = useAddressBookActor()
  const snapshot = useSelector(actor ?? undefined, (state) => state)
  const { errors, refusal } = useTranslatedErrors(snapshot?.context.errors, snapshot?.context.refusal)
  const context = snapshot?.context
  const editing = context?.editing ?? null
  const inForm = snapshot && (snapshot.matches('editing') || snapshot.matches('saving')) && editing !== null
  const existing = context?.book.addresses.find((address) => address.id === editing)
  const values = context?.typed?.address ?? existing ?? BLANK
  const addressCountry = existing && context ? countryOfAddress(existing, context.country) : null
  // A form cancelled hands the focus back to the button that opened it, in the list that comes back.
  const [cancelled, setCancelled] = useState<string | null>(null)
  return (
    <AccountArea screen="address" heading={LL.ACCOUNT_ADDRESS()} loggedOut={snapshot?.matches('loggedOut') ?? false}>
      <SavedNotice message={snapshot?.matches('saved') ? LL.ADDRESS_SAVED() : null} />
      {inForm && context ? (
        <AddressForm
          key={editing}
          id={existing ? existing.id : null}
          values={values}
          otherCountry={addressCountry !== context.country ? addressCountry : null}
          isDefault={existing !== undefined && existing.id === context.book.defaultAddressId}
          errors={errors}
          refusal={refusal}
          busy={snapshot.hasTag('busy')}
          onSubmit={(change) => actor?.send({ type: 'submit', change })}
          onCancel={() => {
            setCancelled(editing)
            actor?.send({ type: 'address.cancel' })
          }}
        />
      ) : snapshot && (snapshot.matches('list') || snapshot.matches('saved')) && context ? (
        <AddressList
          book={context.book}
          storeCountry={context.country}
          limit={ADDRESSES_FIRST}
          focusedOpener={cancelled}
          onEdit={(id) => {
            setCancelled(null)
            actor?.send({ type: 'address.edit', id })
          }}
          onAdd={() => {
            setCancelled(null)
            actor?.send({ type: 'address.add' })
          }}
        />
      ) : snapshot?.matches('failed') ? (
        <AccountLoadFailed onRetry={() => actor?.send({ type: 'retry' })} />
      ) : (
        <AccountLoading />
      )}
    </AccountArea>
  )
}
