import { useEffect, useRef, useState } from 'react'
import { createActor, type Actor, type AnyActorLogic, type EmittedFrom, type EventFromLogic, type InputFrom } from 'xstate'
import { browserInspector } from './inspector.ts'

/**
 * An actor whose logic is in a chunk of its own, made once the shopper heads for its control (`load`): a control on
 * every page that few use keeps its machine out of the page's first load. Events sent before the actor is there (a
 * form submitted faster than its chunk came) are held and sent to it, in order, when it starts; until then `actor`
 * is undefined and the control shows its first state. A chunk that failed to come is asked for again at the next approach.
 * `onEmitted` hears what the actor emits from its start, held events included; the latest render's is called.
 * The inspector, when the page asked for one, watches it as it watches the root.
 */
export function useActorOnApproach<Logic extends AnyActorLogic>(loadLogic: () => Promise<Logic>, input: InputFrom<Logic>, onEmitted?: (event: EmittedFrom<Logic>) => void) {
  const [actor, setActor] = useState<Actor<Logic>>()
  const emitted = useRef(onEmitted)
  useEffect(() => {
    emitted.current = onEmitted
  })
  const held = useRef<Array<EventFromLogic<Logic>>>([])
  const started = useRef<Actor<Logic>>(undefined)
  const loading = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  useEffect(
    () => () => {
      actor?.stop()
    },
    [actor],
  )

  const load = () => {
    if (loading.current) return
    loading.current = true
    loadLogic().then(
      (logic) => {
        if (!mounted.current) return
        const made = createActor(logic, { input, inspect: browserInspector()?.inspect })
        made.on('*', (event) => emitted.current?.(event as EmittedFrom<Logic>))
        made.start()
        for (const event of held.current.splice(0)) made.send(event)
        started.current = made
        setActor(made)
      },
      () => {
        loading.current = false
      },
    )
  }
  // The started actor, read when an event comes: a keystroke between its start and the render that shows it goes
  // to it, not to the events already handed over, where it would be lost.
  const send = (event: EventFromLogic<Logic>) => {
    if (started.current) return started.current.send(event)
    held.current.push(event)
    load()
  }
  return { actor, load, send }
}
