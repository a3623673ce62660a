import { fromPromise } from 'xstate'
import type { Subscription } from '../../../domain/requests.ts'
import { newsletterFormMachine } from '../../../machines/newsletter-form.machine.ts'
import { subscribeThroughShop } from '../../../services/newsletter.ts'

/** The browser subscribes through the shop's own endpoint (SPEC §7), which keeps the service's address on the server. */
export const newsletterForm = newsletterFormMachine.provide({ actors: { subscribe: fromPromise(({ input }: { input: Subscription }) => subscribeThroughShop(input)) } })
