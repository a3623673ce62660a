import { assign, raise, setup } from 'xstate'
import { FLYOUT_HOVER_DELAY_MS, HEADER_LAYOUT_SWITCH_PX, RESIZE_THROTTLE_MS } from '../domain/constants.ts'

export interface HeaderInput {
  /** Viewport width at start (the server guesses from the user agent; the browser measures). */
  width: number
}

export interface HeaderContext {
  width: number
  /** Menu entry whose flyout is opening or open. */
  flyoutIndex: number | null
  /** SPEC §4 "submenu hover keeps an active index". */
  submenuIndex: number | null
  /** Mobile menu levels, outermost first (uuids of the expanded entries). */
  levels: string[]
}

export type HeaderEvent =
  | { type: 'viewport.resized'; width: number }
  | { type: 'layout.measured' }
  | { type: 'flyout.hovered'; index: number }
  | { type: 'flyout.left' }
  /** The keyboard or a click on the item's button: opens at once, or closes the item's open flyout. */
  | { type: 'flyout.toggled'; index: number }
  /** Escape, a click outside or a link chosen. */
  | { type: 'flyout.closed' }
  | { type: 'submenu.hovered'; index: number }
  | { type: 'mobile-menu.toggled' }
  /** Escape, the close button or a link chosen. */
  | { type: 'mobile-menu.closed' }
  | { type: 'mobile-menu.expanded'; uuid: string }
  | { type: 'mobile-menu.back' }
  | { type: 'mobile-menu.clicked-outside' }
  | { type: 'mobile-search.focused' }
  | { type: 'mobile-search.blurred' }
  | { type: 'route.changed' }

/**
 * SPEC §4 Interface, header part: desktop or mobile layout from the width (resize throttled 200 ms);
 * the desktop flyout opens after 250 ms of hover and closes on leave; the submenu keeps its active index;
 * the mobile menu opens, expands levels and closes on a click outside; mobile search focus shows autosuggest.
 * An open flyout or mobile menu puts the overlay behind it (tag `overlay`, actions `showOverlay`/`hideOverlay`).
 */
export const headerMachine = setup({
  types: { input: {} as HeaderInput, context: {} as HeaderContext, events: {} as HeaderEvent },
  delays: { flyoutHoverDelay: FLYOUT_HOVER_DELAY_MS, resizeThrottle: RESIZE_THROTTLE_MS },
  guards: {
    isMobileWidth: ({ context }) => context.width < HEADER_LAYOUT_SWITCH_PX,
    isDesktopWidth: ({ context }) => context.width >= HEADER_LAYOUT_SWITCH_PX,
    hasDeeperLevel: ({ context }) => context.levels.length > 0,
    isOpenFlyout: ({ context, event }) => event.type === 'flyout.toggled' && event.index === context.flyoutIndex,
    // The width the header already has changes nothing (the page measures it once as it hydrates).
    changesWidth: ({ context, event }) => event.type === 'viewport.resized' && event.width !== context.width,
  },
  actions: {
    takeWidth: assign({ width: ({ context, event }) => (event.type === 'viewport.resized' ? event.width : context.width) }),
    measure: raise({ type: 'layout.measured' }),
    // Another menu entry starts its submenu at the first subcategory again.
    aimFlyout: assign(({ context, event }) => {
      const index = event.type === 'flyout.hovered' || event.type === 'flyout.toggled' ? event.index : context.flyoutIndex
      return index === context.flyoutIndex ? {} : { flyoutIndex: index, submenuIndex: null }
    }),
    closeFlyout: assign({ flyoutIndex: null, submenuIndex: null }),
    activateSubmenu: assign({ submenuIndex: ({ context, event }) => (event.type === 'submenu.hovered' ? event.index : context.submenuIndex) }),
    enterLevel: assign({ levels: ({ context, event }) => (event.type === 'mobile-menu.expanded' ? [...context.levels, event.uuid] : context.levels) }),
    leaveLevel: assign({ levels: ({ context }) => context.levels.slice(0, -1) }),
    resetLevels: assign({ levels: [] }),
    // Provided by the root: the overlay is its own actor, the header only says when it is needed.
    showOverlay: () => {},
    hideOverlay: () => {},
  },
}).createMachine({
  id: 'header',
  context: ({ input }) => ({ width: input.width, flyoutIndex: null, submenuIndex: null, levels: [] }),
  type: 'parallel',
  states: {
    // Leading-edge throttle: the first resize is measured at once, later ones at most every 200 ms.
    resize: {
      initial: 'waiting',
      states: {
        waiting: { on: { 'viewport.resized': { guard: 'changesWidth', target: 'throttled', actions: ['takeWidth', 'measure'] } } },
        throttled: {
          on: { 'viewport.resized': { actions: 'takeWidth' } },
          after: { resizeThrottle: { target: 'waiting', actions: 'measure' } },
        },
      },
    },
    layout: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'isMobileWidth', target: 'mobile' }, { target: 'desktop' }] },
        desktop: {
          on: {
            'layout.measured': { guard: 'isMobileWidth', target: 'mobile' },
            // The menu button shows only in the mobile layout: tapped before the page has measured its width (the
            // server guessed a desktop), it opens the menu in that layout, and the measurement then agrees.
            'mobile-menu.toggled': '#header.layout.mobile.menu.visible',
          },
          initial: 'flyoutClosed',
          states: {
            flyoutClosed: {
              on: {
                'flyout.hovered': { target: 'flyoutOpening', actions: 'aimFlyout' },
                'flyout.toggled': { target: 'flyoutOpen', actions: 'aimFlyout' },
              },
            },
            flyoutOpening: {
              on: {
                'flyout.hovered': { actions: 'aimFlyout' },
                'flyout.toggled': { target: 'flyoutOpen', actions: 'aimFlyout' },
                'flyout.left': { target: 'flyoutClosed', actions: 'closeFlyout' },
                'flyout.closed': { target: 'flyoutClosed', actions: 'closeFlyout' },
              },
              after: { flyoutHoverDelay: 'flyoutOpen' },
            },
            flyoutOpen: {
              tags: ['overlay'],
              entry: 'showOverlay',
              exit: 'hideOverlay',
              on: {
                'flyout.hovered': { actions: 'aimFlyout' },
                'flyout.toggled': [{ guard: 'isOpenFlyout', target: 'flyoutClosed', actions: 'closeFlyout' }, { actions: 'aimFlyout' }],
                'submenu.hovered': { actions: 'activateSubmenu' },
                'flyout.left': { target: 'flyoutClosed', actions: 'closeFlyout' },
                'flyout.closed': { target: 'flyoutClosed', actions: 'closeFlyout' },
                'route.changed': { target: 'flyoutClosed', actions: 'closeFlyout' },
              },
            },
          },
          exit: 'closeFlyout',
        },
        mobile: {
          on: { 'layout.measured': { guard: 'isDesktopWidth', target: 'desktop' } },
          type: 'parallel',
          states: {
            menu: {
              initial: 'hidden',
              states: {
                hidden: { on: { 'mobile-menu.toggled': 'visible' } },
                visible: {
                  tags: ['overlay'],
                  entry: 'showOverlay',
                  exit: ['resetLevels', 'hideOverlay'],
                  on: {
                    'mobile-menu.toggled': 'hidden',
                    'mobile-menu.closed': 'hidden',
                    'mobile-menu.clicked-outside': 'hidden',
                    'route.changed': 'hidden',
                    'mobile-menu.expanded': { actions: 'enterLevel' },
                    'mobile-menu.back': { guard: 'hasDeeperLevel', actions: 'leaveLevel' },
                  },
                },
              },
            },
            search: {
              initial: 'unfocused',
              states: {
                unfocused: { on: { 'mobile-search.focused': 'focused' } },
                focused: { tags: ['suggestions-visible'], on: { 'mobile-search.blurred': 'unfocused', 'route.changed': 'unfocused' } },
              },
            },
          },
        },
      },
    },
  },
})
