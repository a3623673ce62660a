import { createActorContext } from '@xstate/react'
import type { ReactNode } from 'react'
import type { Snapshot } from 'xstate'
import { rootMachine, type RootInput } from '../../machines/root.machine.ts'
import { browserInspector } from './inspector.ts'

/** The root actor of this tab, shared with every component through React context. */
export const RootActor = createActorContext(rootMachine)

interface RootActorProviderProps {
  input: RootInput
  /** The persisted snapshot the server settled, as JSON. */
  snapshot: string
  children: ReactNode
}

/** Restores the root actor from the server's snapshot, so nothing the server fetched is fetched again. */
export function RootActorProvider({ input, snapshot, children }: RootActorProviderProps) {
  const inspect = browserInspector()?.inspect
  return (
    <RootActor.Provider options={{ input, snapshot: JSON.parse(snapshot) as Snapshot<unknown>, inspect }}>
      {children}
    </RootActor.Provider>
  )
}
