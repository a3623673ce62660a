import { useSelector } from '@xstate/react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { AccountLoadFailed, AccountLoading, SavedNotice } from '../../components/account/area/account-status.tsx'
import { PersonalDataForm } from '../../components/account/area/personal-data-form.tsx'
import { usePersonalDataActor } from '../../state/account-screen.ts'
import { AccountArea } from './account-area.tsx'
import { useTranslatedErrors } from './translated-errors.ts'

/** SPEC §2 Personal data: the form with what the platform has, saved with `customerUpdate`. */
export function PersonalDataView() {
  const { LL } = useI18nContext()
  const actor = usePersonalDataActor()
  const snapshot = useSelector(actor ?? undefined, (state) => state)
  const { errors, refusal } = useTranslatedErrors(snapshot?.context.errors, snapshot?.context.refusal)
  const values = snapshot?.context.typed ?? snapshot?.context.saved
  const loaded = snapshot && !snapshot.matches('loading') && !snapshot.matches('failed') && values
  return (
    <AccountArea screen="personal" heading={LL.ACCOUNT_PERSONAL_DATA()} loggedOut={snapshot?.matches('loggedOut') ?? false}>
      <SavedNotice message={snapshot?.matches('saved') ? LL.PERSONAL_DATA_SAVED() : null} />
      {loaded ? (
        <PersonalDataForm values={values} errors={errors} refusal={refusal} busy={snapshot.hasTag('busy')} onSubmit={(entered) => actor?.send({ type: 'submit', values: entered })} />
      ) : snapshot?.matches('failed') ? (
        <AccountLoadFailed onRetry={() => actor?.send({ type: 'retry' })} />
      ) : (
        <AccountLoading />
      )}
    </AccountArea>
  )
}
