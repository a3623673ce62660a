import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent } from 'react'
import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EmittedFrom, type InputFrom, type SnapshotFrom } from 'xstate'
import type { StoreCode } from '../../../app.config.ts'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import { translate, type Message } from '../../../i18n/message.ts'
import { fail, succeed, type Result } from '../../../domain/types.ts'
import { browserInspector } from '../../state/inspector.ts'

/**
 * Providing a machine builds it anew, and a form renders on every page that shows it, on the server too: a
 * form's logic is provided once per store, when first needed, and kept for every render after.
 */
export function providedPerStore<Logic>(provide: (store: StoreCode) => Logic): (store: StoreCode) => Logic {
  const provided = new Map<StoreCode, Logic>()
  return (store) => {
    let logic = provided.get(store)
    if (!logic) provided.set(store, (logic = provide(store)))
    return logic
  }
}

/** A form's service call as its machine invokes it: taken, or a transport failure in the given words. */
export const serviceCall = <Input>(call: (input: Input) => Promise<boolean>, refusal: string) =>
  fromPromise<Result<true>, Input>(async ({ input }) => ((await call(input)) ? succeed(true as const) : fail('transport', refusal)))

type Messages<Field extends string> = Partial<Record<Field, Message | null>>

const sameMessages = <Field extends string>(a: Messages<Field>, b: Messages<Field>) => {
  const fields = Object.keys(a) as Field[]
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field])
}

interface FormActorOptions<Logic extends AnyStateMachine, Field extends string> {
  input: InputFrom<Logic>
  /** The machine's messages for the shopper, by field. */
  messagesOf: (snapshot: SnapshotFrom<Logic>) => Messages<Field>
  /** What this instance does with the machine's emitted events; the latest render's is called. */
  onEmitted?: (event: EmittedFrom<Logic>) => void
}

/**
 * One form's actor, from logic provided once: its state's name, its messages in the shopper's language, the
 * fields its messages are for as of now, and its emitted events handed to this instance (the logic is shared, so per-instance work cannot be provided). The
 * inspector, when the page asked for one, watches it as it watches the root.
 */
export function useFormActor<Logic extends AnyStateMachine, Field extends string>(logic: Logic, { input, messagesOf, onEmitted }: FormActorOptions<Logic, Field>) {
  const { LL } = useI18nContext()
  const form = useActorRef(logic, { input, inspect: browserInspector()?.inspect })
  const emitted = useEffectEvent((event: EmittedFrom<Logic>) => onEmitted?.(event))
  useEffect(() => {
    const subscription = form.on('*', emitted)
    return () => subscription.unsubscribe()
  }, [form])
  const state = useSelector(form, (snapshot: AnyMachineSnapshot) => String(snapshot.value))
  const messages = useSelector(form, messagesOf, sameMessages)
  const errors: Partial<Record<Field, string>> = {}
  for (const field of Object.keys(messages) as Field[]) {
    const message = messages[field]
    if (message) errors[field] = translate(LL, message)
  }
  // Read from the actor itself, so the submit that made them can take the shopper to them before the next render.
  const fieldsToCorrect = () => {
    const now = messagesOf(form.getSnapshot() as SnapshotFrom<Logic>)
    return (Object.keys(now) as Field[]).filter((field) => now[field])
  }
  return { form, state, errors, fieldsToCorrect }
}
