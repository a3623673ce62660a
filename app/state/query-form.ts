import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * How the router reads and writes a query (docs/adr/0022): values stay the text they were typed as (not read as
 * JSON, so a phrase keeps its quotes and `180` is not written back as `"180"`); values the shop sets as objects are
 * written as JSON.
 */
export const parseQuery = parseSearchWith((value) => value)
export const stringifyQuery = stringifySearchWith(JSON.stringify)
