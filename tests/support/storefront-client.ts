/** A minimal storefront API client for tests: POSTs a document with the store's access key. */
export interface GraphQLReply<T> {
  status: number
  data?: T
  errors?: Array<{ message: string }>
}

/** `apiVersion` picks the endpoint: 2022-07 (Checkout API) or 2025-07 (Cart API). */
export function storefrontClient(baseUrl: string, accessKey = 'demo-token-de', apiVersion: '2022-07' | '2025-07' = '2022-07') {
  // Tests read replies by path and assert on them; a loose default keeps those reads short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async function call<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${baseUrl}/api/${apiVersion}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': accessKey },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json()) as GraphQLReply<T>
    if (response.status !== 200 || body.errors?.length || !body.data) {
      throw new Error(`Storefront call failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`)
    }
    return body.data
  }
}

export interface OutboxMail {
  id: number
  recipient: string
  subject: string
  body: string
  links: Record<string, string>
}

/** The backend's outbox; the admin token is sent so the call works whether or not the outbox is behind it. */
export async function outbox(baseUrl: string, adminToken = 'demo-admin'): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/dev/outbox.json`, { headers: { authorization: `Bearer ${adminToken}` } })
  return ((await response.json()) as { mails: OutboxMail[] }).mails
}

/** Submits the hosted checkout form as a browser would, following no redirect. */
export async function submitHostedCheckout(webUrl: string, fields: Record<string, string>): Promise<Response> {
  const page = await fetch(webUrl)
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  if (!action) throw new Error('The hosted checkout page has no order form')
  return fetch(new URL(action, webUrl), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
}
