/**
 * Hostile requests for the embedded backend, generated deterministically: out-of-range and garbage ids, bad
 * percent-encodings, NUL bytes, traversal, long and repeated query strings, and malformed bodies for every POST
 * endpoint. Each is something a stranger can send; none may be answered with a 5xx.
 */
export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS'
  /** Path and query as sent on the wire (already percent-encoded where it should be). */
  path: string
  headers?: Record<string, string>
  body?: string
}

/** A small seeded generator (mulberry32), so a failure names a request that is generated again the same way. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

/** Path segments that break naive code: numbers past Postgres' integer, garbage ids, encodings, traversal. */
const HOSTILE_SEGMENTS = [
  '2147483648', '-2147483649', '99999999999999999999999', '-1', '0', '1e309', 'NaN', 'Infinity', '0x10', '1.5', '00001045',
  '%00', 'a%00b', '%', '%%', '%zz', '%E0%A4%A', '%ff%fe', '%C0%AF', '%ED%A0%80', '%F4%90%80%80',
  '..', '..%2f..%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2f', '....//....//', '%252e%252e%252f', '..%5c..%5cwindows',
  'x'.repeat(3000), '%41'.repeat(700), '%F0%9F%92%A9', '%E2%80%AE', '%0d%0aSet-Cookie:%20x=1', '%3Cscript%3E', "'%20OR%201=1--",
  b64('gid://shopify/Product/2147483648'), b64('gid://shopify/ProductVariant/99999999999999'), b64('gid://shopify/Customer/-1'),
  b64('gid://shopify/Order/\u0000'), b64('gid://shopify/Checkout/%00'), b64('gid://shopify/'), b64('\u0000\u0001\u0002'), 'Zm9v', '====',
]

const PREFIXES = [
  '/', '/health/', '/images/', '/images/products/', '/images/products/1045/', '/files/', '/files/1045/', '/checkout/', '/account/',
  '/account/de-DE/', '/account/activate/', '/account/reset/', '/newsletter/confirm/', '/reviews/api/stores/de/products/',
  '/reviews/api/stores/', '/admin/orders/', '/admin/reviews/', '/admin/variants/', '/dev/', '/api/2022-07/', '/customer-data/api/',
]

const QUERIES = [
  '', '?w=2147483648&h=-1', '?w=%00', '?fm=%ZZ', '?q=' + 'x'.repeat(6000), '?' + 'a=1&'.repeat(1500), '?locale=%00&theme=%3Cb%3E',
  '?country=' + '%FF'.repeat(10), '?return_to=javascript:alert(1)', '?limit=2147483648&offset=-5', '?limit=1e400', '?%=%', '?a[b][c][d]=1',
  '?checkout[email]=' + '%00'.repeat(50), '?dpr=99999999999999999999&q=NaN&crop=%00',
]

/** Well-formed routes whose parameters are out of range or garbage. */
const ROUTE_PATHS = [
  '/images/products/2147483648/1.png', '/images/products/1045/1.png?w=2147483648', '/images/products/1045/%00.png', '/images/..%2f..%2fpackage.json',
  '/images/products/1045/1.png?w=4000&h=4000&dpr=3', '/files/2147483648/manual-de.pdf', '/files/1045/%00-de.pdf', '/files/1045/manual-%00.pdf',
  '/checkout/%00', '/checkout/' + 'a'.repeat(5000), '/account/activate/%00/%00', '/account/reset/2147483648/x', '/newsletter/confirm/%00',
  '/reviews/api/stores/de/products/2147483648/reviews', '/reviews/api/stores/de/products/1045/reviews?limit=2147483648&offset=2147483648',
  '/reviews/api/stores/de/products/-1/summary', '/reviews/api/stores/%00/products/1045/summary', '/account/api/address/default?country=%00',
  '/account/%00/', '/account/de-DE/identity?theme=%00', '/account/de-DE/orders', '/account/de-DE/logout?return_to=%00',
]

const CONTENT_URLS = [
  '/de/p/2147483648/', '/de/p/-1/', '/de/p/99999999999999999999/', '/de/p/%00/', '/de/p/1045%00/', '/de/c/%00/', '/de/c/\u0000/',
  '/uk/p/1045/../../etc/passwd', '/' + 'x/'.repeat(1000), '/de/blog/%ff/', '/de/m/%E0%A4%A/', '\u0000', 'javascript:alert(1)', '/de/b/\uD800/',
  '/de/p/1045/?a=' + 'b'.repeat(1500), '%', '/de/w/%2e%2e/', 'https://evil.example/de/p/1045/',
]

const WEIRD_VALUES: unknown[] = [
  null, true, 0, -1, 2147483648, -2147483649, 1e308, 1.5, Number.MAX_SAFE_INTEGER + 2, '', ' ', '\u0000', 'a\u0000b', 'x'.repeat(5000), '%00', '%ff',
  '\uD800', [], [null], {}, { $gt: '' }, ['a', 1, null], 'gid://shopify/Product/2147483648', b64('gid://shopify/ProductVariant/2147483648'),
  b64('gid://shopify/ProductVariant/\u0000'), 'gid://shopify/Checkout/%00', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>',
]

interface JsonEndpoint {
  path: string
  headers?: Record<string, string>
  /** A valid body, whose fields are replaced one by one with weird values. */
  sample: Record<string, unknown>
}

const JSON_ENDPOINTS: JsonEndpoint[] = [
  { path: '/page', headers: { 'x-store-instance': 'demo-de' }, sample: { url: '/de/', count: 12, offset: 0 } },
  { path: '/search', headers: { 'x-store-instance': 'demo-de' }, sample: { searchPhrase: 'blut', count: 4, offset: 0, sorting: 'price-asc' } },
  { path: '/snippets', headers: { 'x-store-instance': 'demo-de' }, sample: { snippetIds: ['footer'], constraints: { language: 'de' } } },
  { path: '/documents', headers: { 'x-instance-id': 'demo-de' }, sample: { datatype: 'product', ids: ['1045'], fields: ['id', 'title'] } },
  { path: '/documents/public', headers: { 'x-instance-id': 'demo-de' }, sample: { datatype: 'page', ids: ['home-de'] } },
  { path: '/recommendation', headers: { 'x-store-instance': 'demo-de' }, sample: { productIds: ['1045'], type: 'similar', count: 4 } },
  { path: '/scrape', headers: { authorization: `Basic ${b64('demo:demo-scrape')}` }, sample: { url: '/de/' } },
  { path: '/newsletter/api/newsletter/subscribe', sample: { email: 'fuzz@example.com', create_voucher: false, country: 'DE' } },
  { path: '/back-in-stock/api/requests', sample: { email: 'fuzz@example.com', variantId: '10451', store: 'de' } },
  { path: '/reviews/api/stores/de/products/1045/reviews', headers: { 'x-review-token': 'demo-review-de' }, sample: { rating: 5, title: 't', comment: 'c', email: 'fuzz@example.com' } },
  { path: '/error-reports', sample: { host: 'localhost', path: '/de/', message: 'fuzz', status: 500 } },
]

const STOREFRONT_KEY = { 'x-shopify-storefront-access-token': 'demo-token-de' }

/** Storefront documents whose arguments are garbage: each must be a GraphQL answer, never a 5xx. */
function graphqlBodies(): string[] {
  const ids = WEIRD_VALUES.filter((value) => typeof value === 'string') as string[]
  const documents: Array<{ query: string; variables?: Record<string, unknown> }> = []
  for (const id of ids) {
    documents.push({ query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id } })
    documents.push({ query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids: [id, id] } })
    documents.push({ query: 'query($id: ID!) { product(id: $id) { id title } }', variables: { id } })
    documents.push({ query: 'query($h: String!) { productByHandle(handle: $h) { id } }', variables: { h: id } })
    documents.push({ query: 'query($q: String!) { products(first: 3, query: $q) { edges { node { id } } } }', variables: { q: id } })
    documents.push({ query: 'query($t: String!) { customer(customerAccessToken: $t) { id } }', variables: { t: id } })
    documents.push({ query: 'mutation($v: ID!) { checkoutCreate(input: {lineItems: [{variantId: $v, quantity: 1}]}) { checkout { id } checkoutUserErrors { code } } }', variables: { v: id } })
    documents.push({ query: 'mutation($c: ID!) { checkoutLineItemsRemove(checkoutId: $c, lineItemIds: [$c]) { checkoutUserErrors { code } } }', variables: { c: id } })
    documents.push({ query: 'mutation($id: ID!) { customerReset(id: $id, input: {resetToken: "x", password: "Aa1!aaaa"}) { customerUserErrors { code } } }', variables: { id } })
    documents.push({ query: 'mutation($u: URL!) { customerActivateByUrl(activationUrl: $u, password: "Aa1!aaaa") { customerUserErrors { code } } }', variables: { u: id } })
  }
  for (const count of [2147483648, -1, 0, 1e9, 251]) {
    documents.push({ query: `{ products(first: ${count}) { edges { node { id } } } }` })
    documents.push({ query: `mutation { checkoutCreate(input: {lineItems: [{variantId: "${b64('gid://shopify/ProductVariant/10451')}", quantity: ${count}}]}) { checkoutUserErrors { code } } }` })
  }
  return [
    ...documents.map((document) => JSON.stringify(document)),
    '{"query": "{ products(first: 2) { edges { node { id } } } }", "variables": "not an object"}',
    '{"query": 5}', '{"query": "{"}', '{"query": "' + '{'.repeat(5000) + '"}', '[]', 'null', '{', '\u0000', 'query { shop { name } }',
  ]
}

/** Bodies that are not what the endpoint reads at all. */
const BROKEN_BODIES = ['', '{', '[', 'null', '"text"', '12', '{"a":', '\u0000', '{"__proto__": {"polluted": true}}', '{}'.repeat(2000), '[' .repeat(3000), '%ff%fe']

const FORM_BODIES = [
  '', 'email=%00&password=%00', 'email=a%ZZ&password=x', 'email=' + 'a'.repeat(5000) + '@x.de&password=x', 'email=x@y.de&password=' + 'p'.repeat(10000),
  'email[]=1&email[]=2', '%%%%', 'first_name=%00&email=a@b.cd&last_name=x&address1=x&city=x&zip=x&country=%00',
]

/** Every hostile request, in a fixed order; at least 2,000 of them. Admin endpoints get `adminToken` too. */
export function backendFuzzRequests(adminToken: string, seed = 21): FuzzRequest[] {
  const next = random(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const requests: FuzzRequest[] = []

  for (const prefix of PREFIXES) {
    for (const segment of HOSTILE_SEGMENTS) requests.push({ method: 'GET', path: `${prefix}${segment}${pick(['', '/', '/1.png', '/x/y'])}${pick(QUERIES)}` })
  }
  for (const path of ROUTE_PATHS) for (const query of ['', ...QUERIES.slice(1, 6)]) requests.push({ method: 'GET', path: path.includes('?') ? path : `${path}${query}` })

  for (const endpoint of JSON_ENDPOINTS) {
    const headers = { 'content-type': 'application/json', ...endpoint.headers }
    for (const body of BROKEN_BODIES) requests.push({ method: 'POST', path: endpoint.path, headers, body })
    for (const field of Object.keys(endpoint.sample)) {
      for (const value of WEIRD_VALUES) requests.push({ method: 'POST', path: endpoint.path, headers, body: JSON.stringify({ ...endpoint.sample, [field]: value }) })
    }
    requests.push({ method: 'POST', path: endpoint.path, headers: { ...headers, 'content-type': 'text/plain' }, body: JSON.stringify(endpoint.sample) })
  }
  for (const url of CONTENT_URLS) {
    for (const path of ['/page', '/scrape', '/search']) {
      const endpoint = JSON_ENDPOINTS.find((candidate) => candidate.path === path)!
      requests.push({ method: 'POST', path, headers: { 'content-type': 'application/json', ...endpoint.headers }, body: JSON.stringify({ ...endpoint.sample, url }) })
    }
    requests.push({ method: 'POST', path: '/documents', headers: { 'content-type': 'application/json', 'x-instance-id': 'demo-de' }, body: JSON.stringify({ datatype: 'page', ids: [url] }) })
  }
  for (const version of ['2022-07', '2025-07']) {
    for (const body of graphqlBodies()) requests.push({ method: 'POST', path: `/api/${version}/graphql`, headers: { 'content-type': 'application/json', ...STOREFRONT_KEY }, body })
  }
  for (const path of ['/account/de-DE/', '/account/%00/', '/checkout/%00', '/account/pl-PL/logout']) {
    for (const body of FORM_BODIES) requests.push({ method: 'POST', path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
  }
  for (const path of ['/customer-data/api/salesforce/getUser', '/admin/faults', '/admin/customers/invite', '/admin/orders/2147483648/fulfil', '/admin/variants/%00/stock']) {
    for (const body of BROKEN_BODIES) requests.push({ method: pick(['POST', 'PUT'] as const), path, headers: { 'content-type': 'application/json' }, body })
  }
  const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }
  const adminCalls: Array<Pick<FuzzRequest, 'method' | 'path'>> = [
    { method: 'POST', path: '/admin/faults' }, { method: 'POST', path: '/admin/customers/invite' }, { method: 'POST', path: '/admin/orders/2147483648/fulfil' },
    { method: 'POST', path: '/admin/orders/%231001/fulfil' }, { method: 'PUT', path: '/admin/variants/2147483648/stock' }, { method: 'PUT', path: '/admin/variants/10451/stock' },
    { method: 'POST', path: '/admin/reviews/2147483648/approve' }, { method: 'GET', path: '/admin/reviews?status=%00' }, { method: 'GET', path: '/admin/outbox.json?limit=-1' },
  ]
  for (const call of adminCalls) {
    for (const body of [...BROKEN_BODIES, ...WEIRD_VALUES.map((value) => JSON.stringify({ email: value, stock: value, trackingCompany: value, number: value, target: value, mode: '500', count: value }))]) {
      requests.push({ ...call, headers: admin, body: call.method === 'GET' ? undefined : body })
    }
  }
  for (const method of ['PUT', 'DELETE', 'OPTIONS'] as const) for (const prefix of PREFIXES) requests.push({ method, path: `${prefix}${pick(HOSTILE_SEGMENTS)}` })
  return requests
}
