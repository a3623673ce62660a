import { useSelector } from '@xstate/react'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { SavedNotice } from '../../components/account/area/account-status.tsx'
import { ChangePasswordForm } from '../../components/account/area/change-password-form.tsx'
import { useChangePasswordActor } from '../../state/account-screen.ts'
import { AccountArea } from './account-area.tsx'
import { useTranslatedErrors } from './translated-errors.ts'

/** SPEC §2 Change password: the new password twice; the session goes on with the platform's new token. */
export function ChangePasswordView() {
  const { LL } = useI18nContext()
  const actor = useChangePasswordActor()
  const snapshot = useSelector(actor ?? undefined, (state) => state)
  const { errors, refusal } = useTranslatedErrors(snapshot?.context.errors, snapshot?.context.refusal)
  const saved = snapshot?.matches('saved') ?? false
  return (
    <AccountArea screen="change-password" heading={LL.ACCOUNT_CHANGE_PASSWORD()} loggedOut={snapshot?.matches('loggedOut') ?? false}>
      <SavedNotice message={saved ? LL.PASSWORD_SAVED() : null} />
      {/* A saved password leaves the fields: the form starts anew. */}
      <ChangePasswordForm
        key={saved ? 'saved' : 'editing'}
        errors={errors}
        refusal={refusal}
        busy={!actor || (snapshot?.hasTag('busy') ?? false)}
        onSubmit={(values) => actor?.send({ type: 'submit', values })}
      />
    </AccountArea>
  )
}
