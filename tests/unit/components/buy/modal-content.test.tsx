import { describe, expect, it, vi } from 'vitest'
import { ModalContent } from '../../../../app/components/modal/modal-content.tsx'
import { loadedOnOpen } from '../../../../app/components/preloadable-view.ts'
import { renderIn, textOf } from './render.tsx'

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const Form = () => <form aria-label="review" />

/** Content shown only in an opened modal (SPEC §2 review form, back-in-stock) loads with the modal, not with the page. */
describe('modal content loaded on open', () => {
  it('is not fetched until the shopper heads for the modal', async () => {
    const load = vi.fn(async () => Form)
    const Content = loadedOnOpen(load)
    await settled()
    expect(load).not.toHaveBeenCalled()
    Content.preload()
    Content.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows a short loading status inside the opened modal while the content loads', () => {
    const Content = loadedOnOpen(() => new Promise<typeof Form>(() => undefined))
    const html = renderIn('de', <ModalContent><Content /></ModalContent>)
    expect(html).toContain('role="status"')
    expect(textOf(html)).toBe('Wird geladen …')
  })

  it('renders content fetched before the modal opened at once, without the loading status', async () => {
    const Content = loadedOnOpen(async () => Form)
    Content.preload()
    await settled()
    expect(renderIn('de', <ModalContent><Content /></ModalContent>)).toBe('<form aria-label="review"></form>')
  })

  it('fetches again when the modal opens after an early fetch failed', async () => {
    const load = vi.fn<() => Promise<typeof Form>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Form)
    const Content = loadedOnOpen(load)
    Content.preload()
    await settled()
    Content.preload()
    await settled()
    expect(load).toHaveBeenCalledTimes(2)
    expect(renderIn('de', <ModalContent><Content /></ModalContent>)).toBe('<form aria-label="review"></form>')
  })
})
