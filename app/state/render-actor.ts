import { createIsomorphicFn } from '@tanstack/react-start'
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type AnyActorRef } from 'xstate'
import { recentValues } from './recent-values.ts'

/**
 * The shared actors by key, then by logic. A key may be a page's whole snapshot, and the actor holds it parsed:
 * the budget counts the keys' text, so the actors kept stay within a bounded share of the server's memory.
 */
const sharedByKey = recentValues<Map<AnyActorLogic, AnyActorRef>>({ maxEntries: 600, maxBytes: 8 * 1024 * 1024, sizeOf: (_actors, key) => 2 * key.length })

/**
 * On the server a render only reads an actor's snapshot: the actor of one logic and `key` (naming its input or
 * snapshot) is made once and read by every render after, and it is never started, so nothing it holds runs or
 * changes. In the browser there is none: each component makes and starts its own.
 */
const sharedServerActor = createIsomorphicFn()
  .server((logic: AnyActorLogic, key: string, optionsOf: () => ActorOptions<AnyActorLogic>, made?: () => AnyActorRef | undefined): AnyActorRef | undefined => {
    const actors = sharedByKey.get(key) ?? sharedByKey.set(key, new Map())
    let actor = actors.get(logic)
    if (!actor) actors.set(logic, (actor = made?.() ?? createActor(logic, optionsOf())))
    return actor
  })
  .client((): AnyActorRef | undefined => undefined)

/**
 * The actor a component renders from: its own, started, in the browser (`useActorRef`, with the options of its
 * first render); on the server one shared by every render of the same logic and `key`, which must name
 * everything in the options that the actor's snapshot depends on. The options are made only when an actor is;
 * on the server, `made` may give one already there (the root the request settled) instead.
 */
export function useRenderActor<TLogic extends AnyActorLogic>(logic: TLogic, key: string, optionsOf: () => ActorOptions<TLogic>, made?: () => AnyActorRef | undefined): Actor<TLogic> {
  const shared = sharedServerActor(logic, key, optionsOf as () => ActorOptions<AnyActorLogic>, made) as Actor<TLogic> | undefined
  // Either side takes the same branch on every render: the server never calls the hooks, the browser always does.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the branch is fixed per side, so the order never changes
  return shared ?? useActorRef(logic, useState(optionsOf)[0])
}
