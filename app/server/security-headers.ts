import { createHash } from 'node:crypto'

/**
 * The security headers every answer of the shop carries, set where answers leave the server (app/server.ts).
 *
 * A page's Content-Security-Policy allows its inline scripts (the router's snapshot and stream scripts, the
 * scroll restoration, the loader of scripts-after-first-paint.ts) by their SHA-256 hashes, not by a nonce:
 * a rendered page is answered again to other shoppers from the rendered-page cache, and the same HTML must
 * stay the same for every visitor, which a nonce per response would break. The hashes are read from the HTML
 * that is sent, so they match it whatever rendered it; they are computed once per rendered page.
 */
export interface SecurityOrigins {
  /** The shop's public origin: `https` there turns on Strict-Transport-Security. */
  shopOrigin: string
  /** Origins the browser loads images from (the image host, the platform's product images). */
  images: readonly string[]
  /** Origins the browser calls itself (the storefront API). */
  connect: readonly string[]
}

/** An HSTS year: the shop is only ever served over https once its public origin is https. */
const HSTS = 'max-age=31536000; includeSubDomains'

const BASE_HEADERS: ReadonlyArray<[string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
]

/** Answers that are not pages (JSON, plain text, files) run nothing and may be framed by no one. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

const originOf = (url: string) => new URL(url).origin

const DATA_BLOCK = /\btype\s*=\s*"(?!module"|text\/javascript")[^"]*"/i
const SCRIPT_START = Buffer.from('<script')
const SCRIPT_END = Buffer.from('</script>')
const TAG_END = '>'.charCodeAt(0)
const SPACE = ' '.charCodeAt(0)

/**
 * Inline scripts that run (module or classic, without `src`); data blocks such as JSON-LD never run. Found in the
 * page's bytes by their literal tags, as React writes them, and hashed there: no text of the page is made again.
 */
export function inlineScriptHashes(page: Buffer): string[] {
  const hashes = new Set<string>()
  for (let start = page.indexOf(SCRIPT_START); start >= 0; start = page.indexOf(SCRIPT_START, start + 1)) {
    const next = page[start + SCRIPT_START.length]
    if (next !== TAG_END && next !== SPACE) continue
    const tagEnd = page.indexOf(TAG_END, start)
    const end = tagEnd < 0 ? -1 : page.indexOf(SCRIPT_END, tagEnd)
    if (end < 0) break
    const attributes = page.toString('utf8', start + SCRIPT_START.length, tagEnd)
    start = end
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(page.subarray(tagEnd + 1, end)).digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * A page's policy: its own scripts and styles, its inline scripts by hash, images and API calls only from the
 * configured hosts. React writes a few `style` attributes (a swatch colour, a rating), hence `style-src-attr`;
 * no inline style element is allowed.
 */
export function pagePolicy(page: Buffer, origins: SecurityOrigins): string {
  const list = (values: readonly string[]) => [...new Set(values.map(originOf))].join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(page).join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${list(origins.images)}`,
    "font-src 'self'",
    `connect-src 'self' ${list(origins.connect)}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ')
}

/** The policy of each rendered page, kept beside the very bytes the rendered-page cache answers again. */
const policies = new WeakMap<Buffer, string>()

/** The policy of a page's bytes. */
export function pagePolicyOf(body: Buffer, origins: SecurityOrigins): string {
  let policy = policies.get(body)
  if (policy === undefined) {
    policy = pagePolicy(body, origins)
    policies.set(body, policy)
  }
  return policy
}

/**
 * The headers every answer gets; an answer without a policy of its own (anything but a page) gets the
 * non-page one. Headers of a response made by `fetch` or `Response.redirect` cannot be changed: such a
 * response is answered as a copy.
 */
export function withSecurityHeaders(response: Response, origins: Pick<SecurityOrigins, 'shopOrigin'>): Response {
  const headed = headersWritable(response) ? response : new Response(response.body, response)
  const headers = headed.headers
  for (const [name, value] of BASE_HEADERS) headers.set(name, value)
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', NON_PAGE_POLICY)
  if (origins.shopOrigin.startsWith('https:')) headers.set('strict-transport-security', HSTS)
  return headed
}

function headersWritable(response: Response): boolean {
  try {
    response.headers.set('x-content-type-options', 'nosniff')
    return true
  } catch {
    return false
  }
}
