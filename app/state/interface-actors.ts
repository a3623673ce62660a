import type { ActorRefFrom } from 'xstate'
import type { backToTopMachine } from '../../machines/back-to-top.machine.ts'
import type { headerMachine } from '../../machines/header.machine.ts'
import type { modalMachine } from '../../machines/modal.machine.ts'
import type { overlayMachine } from '../../machines/overlay.machine.ts'
import { RootActor } from './root-actor.tsx'

export type HeaderRef = ActorRefFrom<typeof headerMachine>
export type OverlayRef = ActorRefFrom<typeof overlayMachine>
export type ModalRef = ActorRefFrom<typeof modalMachine>
export type BackToTopRef = ActorRefFrom<typeof backToTopMachine>

/**
 * The interface actors the root spawns for the whole tab (header, overlay, modal, back-to-top). Components read
 * them with `useSelector` and send them events; the root spawns them on start, so they are there from the first render.
 */
export const useHeaderActor = (): HeaderRef | undefined => RootActor.useSelector((snapshot) => snapshot.context.header) ?? undefined
export const useOverlayActor = (): OverlayRef | undefined => RootActor.useSelector((snapshot) => snapshot.context.overlay) ?? undefined
export const useModalActor = (): ModalRef | undefined => RootActor.useSelector((snapshot) => snapshot.context.modal) ?? undefined
export const useBackToTopActor = (): BackToTopRef | undefined => RootActor.useSelector((snapshot) => snapshot.context.backToTop) ?? undefined
