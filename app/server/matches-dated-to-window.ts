/** A dehydrated match in the page's router data: `{i:"<match id>",u:<updated at>,s:"<status>"`. */
const MATCH_UPDATED_AT = /(\{i:"(?:[^"\\]|\\.)*",u:)\d+(?=,s:")/g

/**
 * The page's matches dated to the start of the fresh window it was rendered in rather than to the moment their
 * loaders ended (the router dehydrates them before the page renders, so this is done on the markup): the same
 * data renders the same bytes on every replica within a window. The browser only compares the date with a
 * route's stale and gc times, and a page from a shared cache is that old anyway.
 */
export const matchesDatedToWindow = (html: string, window: number): string => html.replace(MATCH_UPDATED_AT, `$1${window}`)
