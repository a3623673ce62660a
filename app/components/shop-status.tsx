import { RootActor } from '../state/root-actor.tsx'

/** Shows what the root actor settled on the server, and that it goes on in the browser. */
export function ShopStatus() {
  const backend = RootActor.useSelector((snapshot) => snapshot.context.backend)
  const greetings = RootActor.useSelector((snapshot) => snapshot.context.greetings)
  const root = RootActor.useActorRef()
  return (
    <main>
      <h1>Storefront</h1>
      <p>
        Backend: <strong>{backend?.reachable ? 'reachable' : 'unreachable'}</strong>
        {backend && <> (checked on the server at <time dateTime={backend.checkedAt}>{backend.checkedAt}</time>)</>}
      </p>
      <p role="status">Greetings: {greetings}</p>
      <button type="button" onClick={() => root.send({ type: 'greet' })}>
        Greet
      </button>
    </main>
  )
}
