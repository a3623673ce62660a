import { useSelector } from '@xstate/react'
import { useOverlayActor } from '../state/interface-actors.ts'
import { RootActor } from '../state/root-actor.tsx'

/**
 * The dimmed layer behind flyouts and menus (SPEC §4), shown while the root's overlay actor says so; a click on it
 * goes to the root, which hides it and closes what it sits behind.
 */
export function Overlay() {
  const root = RootActor.useActorRef()
  const shown = useSelector(useOverlayActor(), (snapshot) => snapshot?.matches('shown') ?? false)
  return <div className={shown ? 'overlay overlay--shown' : 'overlay'} aria-hidden="true" onClick={() => root.send({ type: 'overlay.clicked' })} />
}
