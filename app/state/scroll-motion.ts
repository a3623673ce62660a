/** How a scroll the shop starts moves: gliding, unless the shopper's system asks for less motion. */
export const scrollMotion = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth')
