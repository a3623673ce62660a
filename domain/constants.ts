/**
 * Every delay, size and limit the machines use, each quoting SPEC §9 (or the section named).
 * Machines import from here only, so a changed number is changed once.
 */

/** §9 "Mobile view below 992 px". */
export const MOBILE_VIEW_BELOW_PX = 992
/** §9 "header layout switch at 994". Below it the header uses its mobile layout. */
export const HEADER_LAYOUT_SWITCH_PX = 994
/**
 * The longest search phrase asked of the content platform, which refuses a longer one: a longer phrase in an
 * address is searched by its first 200 characters, and the search field takes no more.
 */
export const SEARCH_PHRASE_MAX_LENGTH = 200
/** The longest first or last name the commerce platform saves with a customer: the name fields take no more. */
export const NAME_MAX_LENGTH = 255
/** The longest company, street, address line 2 or city the commerce platform saves: the fields take no more. */
export const ADDRESS_FIELD_MAX_LENGTH = 255
/**
 * The longest postal code the address form takes. The platform would save 255 characters, but the longest codes
 * in use are eleven (Iran's `12345-67890`); sixteen leaves room for a country prefix and spaces (`D-10115`). A
 * longer one is a slip, such as the street typed into the field.
 */
export const POSTAL_CODE_MAX_LENGTH = 16

/** §9 "Resize handling throttled at 200 ms". */
export const RESIZE_THROTTLE_MS = 200

/** §9 "Back-to-top after 160 px". */
export const BACK_TO_TOP_AFTER_PX = 160
/** §9 "flyout hover delay 250 ms". */
export const FLYOUT_HOVER_DELAY_MS = 250
/** §9 "search debounce 500 ms". */
export const SEARCH_DEBOUNCE_MS = 500
/** §9 "Autosuggest shows 4 results at offset 0". */
export const AUTOSUGGEST_COUNT = 4
export const AUTOSUGGEST_OFFSET = 0

/** §9 "Listing page size 48 on desktop, 30 on mobile/tablet; count is multiplied by page number". */
export const LISTING_PAGE_SIZE_DESKTOP = 48
export const LISTING_PAGE_SIZE_MOBILE = 30

/** §9 "Minimum password length 8". */
export const MIN_PASSWORD_LENGTH = 8
/** SPEC §5 leaves the upper bound open; the commerce platform saves no password longer than this. */
export const MAX_PASSWORD_LENGTH = 40
/** RFC 5321 §4.5.3.1: the longest address (as a path less its brackets) and the longest part before the `@`. */
export const EMAIL_MAX_LENGTH = 254
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64
/** §9 "Checkout and order line items fetched 50" (the account's limits are in domain/account.ts). */
export const CHECKOUT_LINE_ITEMS_FIRST = 50


/** §9 "The recommended retail price is shown only if the retail price was at or above it in the last 90 days". */
export const RRP_WINDOW_DAYS = 90

/** §9 "Cart flyout shadow when more than 3 items". */
export const CART_FLYOUT_SHADOW_AFTER_ITEMS = 3

/**
 * A cart or customer the platform did not answer for is asked for again after this long. SPEC gives no number
 * (§8 only says load failures are swallowed); 30 s, like the wait after a failed page load, spares a platform
 * that is struggling while a shopper who stays on the page sees the cart come back.
 */
export const CART_RELOAD_AFTER_MS = 30_000
export const SESSION_RELOAD_AFTER_MS = 30_000


/**
 * Bound of the shared-state event journal. SPEC gives no number ("bounds other than the password length:
 * not shown"); 200 keeps a long session's history while staying small in session storage.
 */
export const JOURNAL_LIMIT = 200

/**
 * §4 "Registration success shows thanks then redirects": how long the thanks stay is not shown; 2 s lets the
 * shopper read 'Register Customer Successfully' before the page goes on.
 */
export const REGISTRATION_THANKS_MS = 2_000

/** §9 "the experiment cookie lasts about 180 days (15552000 seconds)". */
export const EXPERIMENT_COOKIE_MAX_AGE_SECONDS = 15_552_000
