import { createIsomorphicFn } from '@tanstack/react-start'
import { useActorRef } from '@xstate/react'
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type AnyActorRef } from 'xstate'
import { recentValues } from './recent-values.ts'

const sharedByLogic = new WeakMap<AnyActorLogic, ReturnType<typeof recentValues<AnyActorRef>>>()

/**
 * On the server a render only reads an actor's snapshot: the actor of one logic and `key` (naming its input or
 * snapshot) is made once and read by every render after, and it is never started, so nothing it holds runs or
 * changes. In the browser there is none: each component makes and starts its own.
 */
const sharedServerActor = createIsomorphicFn()
  .server((logic: AnyActorLogic, options: ActorOptions<AnyActorLogic>, key: string): AnyActorRef | undefined => {
    let shared = sharedByLogic.get(logic)
    if (!shared) sharedByLogic.set(logic, (shared = recentValues<AnyActorRef>(200)))
    return shared.get(key) ?? shared.set(key, createActor(logic, options))
  })
  .client((): AnyActorRef | undefined => undefined)

/**
 * The actor a component renders from: its own, started, in the browser (`useActorRef`); on the server one
 * shared by every render of the same logic and `key`, which must name everything in `options` that the
 * actor's snapshot depends on.
 */
export function useRenderActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic>, key: string): Actor<TLogic> {
  const shared = sharedServerActor(logic, options as ActorOptions<AnyActorLogic>, key) as Actor<TLogic> | undefined
  // Either side takes the same branch on every render: the server never calls the hook, the browser always does.
  return shared ?? useActorRef(logic, options)
}
