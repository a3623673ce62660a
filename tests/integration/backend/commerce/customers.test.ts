import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../support/backend.ts'
import { outbox, storefrontClient } from '../../../support/storefront-client.ts'

const PASSWORD = 'Secret-Pass1'
const CUSTOMER = 'id firstName lastName email phone displayName defaultAddress { id address1 } addresses(first: 5) { nodes { id firstName lastName company address1 address2 city zip country } }'

describe('customers (SPEC §5 passwords, §7 customer calls)', () => {
  let backend: TestBackend
  let call: ReturnType<typeof storefrontClient>
  beforeAll(async () => {
    backend = await startTestBackend()
    call = storefrontClient(backend.url, 'demo-token-fr')
  })
  afterAll(() => backend.stop({ removeData: true }))

  const register = (input: Record<string, unknown>) =>
    call(`mutation R($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id email firstName lastName } customerUserErrors { field message code } } }`, { input }).then((data) => data.customerCreate)
  const logIn = (email: string, password: string) =>
    call(`mutation L($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } customerUserErrors { field message code } } }`, { input: { email, password } })
      .then((data) => data.customerAccessTokenCreate)
  const me = (token: string) => call(`query C($t: String!) { customer(customerAccessToken: $t) { ${CUSTOMER} } }`, { t: token }).then((data) => data.customer)

  it('registers a customer and refuses a second account with the same e-mail (TAKEN)', async () => {
    const created = await register({ email: 'ada@example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' })
    expect(created.customerUserErrors).toEqual([])
    expect(created.customer).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' })
    expect(Buffer.from(created.customer.id, 'base64').toString()).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/)
    const again = await register({ email: 'ADA@example.com', password: PASSWORD })
    expect(again.customer).toBeNull()
    expect(again.customerUserErrors).toEqual([{ field: ['input', 'email'], message: 'Email has already been taken', code: 'TAKEN' }])
  })

  it.each([
    ['', 'BLANK'],
    ['Sh0rt!', 'TOO_SHORT'],
    [' Leading-space1', 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'],
    ['nocapital-1', 'INVALID'],
    ['NOLOWER-1', 'INVALID'],
    ['No-digits-here', 'INVALID'],
    ['NoSpecial123', 'INVALID'],
  ])('enforces the password rules: %j is refused with %s', async (password, code) => {
    const result = await register({ email: `rules-${code}-${password.length}@example.com`, password })
    expect(result.customer).toBeNull()
    expect(result.customerUserErrors).toEqual([expect.objectContaining({ field: ['input', 'password'], code })])
  })

  it('names the missing kind of character when a password breaks a rule', async () => {
    const messages = await Promise.all(['nocapital-1', 'NOLOWER-1', 'No-digits-here', 'NoSpecial123'].map(async (password, index) =>
      (await register({ email: `msg${index}@example.com`, password })).customerUserErrors[0].message))
    expect(messages).toEqual(['Password must contain a capital letter', 'Password must contain a lower case letter', 'Password must contain a number', 'Password must contain a special character'])
  })

  it('refuses an invalid e-mail and a phone number not in E.164 format', async () => {
    const result = await register({ email: 'not-an-email', password: PASSWORD, phone: '0301234567' })
    expect(result.customerUserErrors.map((error: { code: string; field: string[] }) => [error.field.join('.'), error.code])).toEqual([['input.email', 'INVALID'], ['input.phone', 'INVALID']])
  })

  it('logs in with e-mail and password, and answers UNIDENTIFIED_CUSTOMER to wrong credentials', async () => {
    await register({ email: 'grace@example.com', password: PASSWORD, firstName: 'Grace' })
    const ok = await logIn('grace@example.com', PASSWORD)
    expect(ok.customerUserErrors).toEqual([])
    expect(ok.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/)
    const lifetime = new Date(ok.customerAccessToken.expiresAt).getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(13 * 86400_000)
    expect((await me(ok.customerAccessToken.accessToken)).firstName).toBe('Grace')
    for (const [email, password] of [['grace@example.com', 'Wrong-Pass1'], ['nobody@example.com', PASSWORD]]) {
      const refused = await logIn(email!, password!)
      expect(refused.customerAccessToken).toBeNull()
      expect(refused.customerUserErrors).toEqual([{ field: ['input'], message: 'Unidentified customer', code: 'UNIDENTIFIED_CUSTOMER' }])
    }
  })

  it('stops accepting a deleted access token', async () => {
    await register({ email: 'linus@example.com', password: PASSWORD })
    const { accessToken } = (await logIn('linus@example.com', PASSWORD)).customerAccessToken
    const deleted = (await call('mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }', { t: accessToken })).customerAccessTokenDelete
    expect(deleted.deletedAccessToken).toBe(accessToken)
    expect(deleted.userErrors).toEqual([])
    expect(await me(accessToken)).toBeNull()
    const again = (await call('mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { field message } } }', { t: accessToken })).customerAccessTokenDelete
    expect(again.userErrors).toEqual([{ field: ['customerAccessToken'], message: 'access token does not exist' }])
  })

  it('stores passwords as salted scrypt hashes, never in clear', async () => {
    await register({ email: 'hash@example.com', password: PASSWORD })
    await register({ email: 'hash2@example.com', password: PASSWORD })
    const { rows } = await backend.db.query<{ password_hash: string }>("SELECT password_hash FROM customers WHERE email LIKE 'hash%' ORDER BY id")
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/)
    expect(rows[0]!.password_hash).not.toContain(PASSWORD)
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash)
  })

  it('updates the profile, refuses a taken e-mail, and replaces all tokens when the password changes', async () => {
    await register({ email: 'marie@example.com', password: PASSWORD, firstName: 'Marie' })
    await register({ email: 'taken@example.com', password: PASSWORD })
    const first = (await logIn('marie@example.com', PASSWORD)).customerAccessToken.accessToken
    const second = (await logIn('marie@example.com', PASSWORD)).customerAccessToken.accessToken
    const update = (token: string, customer: Record<string, unknown>) =>
      call('mutation U($t: String!, $c: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $c) { customer { firstName lastName phone email } customerAccessToken { accessToken } customerUserErrors { field message code } } }', { t: token, c: customer })
        .then((data) => data.customerUpdate)
    const profile = await update(first, { firstName: 'Marie', lastName: 'Curie', phone: '+33612345678' })
    expect(profile.customer).toEqual({ firstName: 'Marie', lastName: 'Curie', phone: '+33612345678', email: 'marie@example.com' })
    expect(profile.customerAccessToken).toBeNull()
    expect((await update(first, { email: 'taken@example.com' })).customerUserErrors).toEqual([{ field: ['customer', 'email'], message: 'Email has already been taken', code: 'TAKEN' }])
    expect((await update(first, { password: 'weak' })).customerUserErrors[0]).toMatchObject({ field: ['customer', 'password'], code: 'TOO_SHORT' })
    const changed = await update(first, { password: 'Another-Pass2' })
    expect(changed.customerUserErrors).toEqual([])
    expect(await me(first)).toBeNull()
    expect(await me(second)).toBeNull()
    expect((await me(changed.customerAccessToken.accessToken)).email).toBe('marie@example.com')
    expect((await logIn('marie@example.com', 'Another-Pass2')).customerUserErrors).toEqual([])
    expect((await update('no-such-token', { firstName: 'X' })).customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER')
  })

  it('creates and updates addresses; the first becomes the default; others cannot touch them', async () => {
    await register({ email: 'home@example.com', password: PASSWORD })
    await register({ email: 'other@example.com', password: PASSWORD })
    const token = (await logIn('home@example.com', PASSWORD)).customerAccessToken.accessToken
    const other = (await logIn('other@example.com', PASSWORD)).customerAccessToken.accessToken
    const address = { firstName: 'Home', lastName: 'Owner', company: 'ACME', address1: 'Rue de Rivoli 1', city: 'Paris', zip: '75001', country: 'France' }
    const created = (await call('mutation A($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id address1 countryCodeV2 name formatted } customerUserErrors { field message code } } }', { t: token, a: address })).customerAddressCreate
    expect(created.customerUserErrors).toEqual([])
    expect(created.customerAddress).toMatchObject({ address1: 'Rue de Rivoli 1', countryCodeV2: 'FR', name: 'Home Owner' })
    const updateAddress = (t: string, id: string, a: Record<string, unknown>) =>
      call('mutation U($t: String!, $id: ID!, $a: MailingAddressInput!) { customerAddressUpdate(customerAccessToken: $t, id: $id, address: $a) { customerAddress { id address2 city } customerUserErrors { field message code } } }', { t, id, a })
        .then((data) => data.customerAddressUpdate)
    const updated = await updateAddress(token, created.customerAddress.id, { address2: '2nd floor' })
    expect(updated.customerAddress).toEqual({ id: created.customerAddress.id, address2: '2nd floor', city: 'Paris' })
    expect((await updateAddress(other, created.customerAddress.id, { city: 'Lyon' })).customerUserErrors).toEqual([{ field: ['id'], message: 'Address does not exist', code: 'NOT_FOUND' }])
    const customer = await me(token)
    expect(customer.defaultAddress.id).toBe(created.customerAddress.id)
    expect(customer.addresses.nodes).toEqual([expect.objectContaining({ company: 'ACME', address2: '2nd floor', zip: '75001', country: 'France' })])
    // A country the platform does not ship to (`EN` is a language) is refused, not saved as sent.
    const unknownCountry = (await call('mutation A($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } customerUserErrors { field message code } } }', { t: token, a: { ...address, country: 'EN' } })).customerAddressCreate
    expect(unknownCountry).toEqual({ customerAddress: null, customerUserErrors: [{ field: ['address', 'country'], message: 'Country is not on the list', code: 'INVALID' }] })
    expect((await me(token)).addresses.nodes).toHaveLength(1)
    const noToken = (await call('mutation A($a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: "nope", address: $a) { customerAddress { id } customerUserErrors { code } } }', { a: address })).customerAddressCreate
    expect(noToken).toEqual({ customerAddress: null, customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER' }] })
  })

  it('recovers a password: the outbox mail links to the shop reset page, and the reset token works once', async () => {
    await register({ email: 'forgetful@example.com', password: PASSWORD, firstName: 'Forgetful' })
    const recovered = (await call('mutation { customerRecover(email: "forgetful@example.com") { customerUserErrors { field message code } } }')).customerRecover
    expect(recovered.customerUserErrors).toEqual([])
    const mail = (await outbox(backend.url, backend.config.adminToken)).find((candidate) => candidate.recipient === 'forgetful@example.com')!
    expect(mail.subject).toBe('Reset your password')
    const link = new URL(mail.links.reset!)
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.config.shopUrl}/fr/reset-password/`)
    expect(mail.body).toContain(mail.links.reset)
    const id = link.searchParams.get('id')!
    const resetToken = link.searchParams.get('token')!
    const reset = (password: string, token = resetToken) =>
      call('mutation R($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) { customer { email } customerAccessToken { accessToken } customerUserErrors { field message code } } }', { id, input: { resetToken: token, password } })
        .then((data) => data.customerReset)
    expect((await reset('weak')).customerUserErrors[0].code).toBe('TOO_SHORT')
    expect((await reset('New-Password9', 'f'.repeat(32))).customerUserErrors[0].code).toBe('TOKEN_INVALID')
    const done = await reset('New-Password9')
    expect(done.customerUserErrors).toEqual([])
    expect(done.customer.email).toBe('forgetful@example.com')
    expect((await me(done.customerAccessToken.accessToken)).email).toBe('forgetful@example.com')
    expect((await logIn('forgetful@example.com', 'New-Password9')).customerUserErrors).toEqual([])
    expect((await reset('Third-Password9')).customerUserErrors[0].code).toBe('TOKEN_INVALID')
  })

  it('answers customerRecover for an unknown e-mail with UNIDENTIFIED_CUSTOMER and sends nothing', async () => {
    const before = (await outbox(backend.url, backend.config.adminToken)).length
    const result = (await call('mutation { customerRecover(email: "ghost@example.com") { customerUserErrors { field message code } } }')).customerRecover
    expect(result.customerUserErrors).toEqual([{ field: ['email'], message: 'Could not find customer', code: 'UNIDENTIFIED_CUSTOMER' }])
    expect((await outbox(backend.url, backend.config.adminToken)).length).toBe(before)
  })

  it('activates an invited account by URL once, then the customer can log in', async () => {
    const admin = { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' }
    expect((await fetch(`${backend.url}/admin/customers/invite`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401)
    expect((await fetch(`${backend.url}/admin/customers/invite`, { method: 'POST', headers: admin, body: JSON.stringify({ mail: 'x' }) })).status).toBe(400)
    const invited = await fetch(`${backend.url}/admin/customers/invite`, { method: 'POST', headers: admin, body: JSON.stringify({ email: 'invitee@example.com', firstName: 'Ivy', store: 'gb' }) })
    expect(invited.status).toBe(201)
    const mail = (await outbox(backend.url, backend.config.adminToken)).find((candidate) => candidate.recipient === 'invitee@example.com')!
    const link = new URL(mail.links.activation!)
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.config.shopUrl}/uk/activate-account/`)
    const activationUrl = link.searchParams.get('url')!
    expect(activationUrl).toBe((await invited.json()).activationUrl)
    expect((await logIn('invitee@example.com', PASSWORD)).customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER')
    expect((await register({ email: 'invitee@example.com', password: PASSWORD })).customerUserErrors[0].code).toBe('CUSTOMER_DISABLED')
    const activate = (url: string, password: string) =>
      call('mutation A($u: URL!, $p: String!) { customerActivateByUrl(activationUrl: $u, password: $p) { customer { email firstName } customerAccessToken { accessToken } customerUserErrors { field message code } } }', { u: url, p: password })
        .then((data) => data.customerActivateByUrl)
    expect((await activate(activationUrl, 'short')).customerUserErrors[0].code).toBe('TOO_SHORT')
    expect((await activate('https://example.com/nothing', PASSWORD)).customerUserErrors[0].code).toBe('TOKEN_INVALID')
    const activated = await activate(activationUrl, PASSWORD)
    expect(activated.customerUserErrors).toEqual([])
    expect(activated.customer).toEqual({ email: 'invitee@example.com', firstName: 'Ivy' })
    expect((await me(activated.customerAccessToken.accessToken)).email).toBe('invitee@example.com')
    expect((await activate(activationUrl, PASSWORD)).customerUserErrors[0].code).toBe('ALREADY_ENABLED')
    expect((await fetch(`${backend.url}/admin/customers/invite`, { method: 'POST', headers: admin, body: JSON.stringify({ email: 'invitee@example.com' }) })).status).toBe(409)
  })
})

describe('customer access tokens expire', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend({ env: { BACKEND_TOKEN_LIFETIME_SECONDS: '1' } })
  })
  afterAll(() => backend.stop({ removeData: true }))

  it('counts a token past its expiry as absent', async () => {
    const call = storefrontClient(backend.url)
    await call(`mutation { customerCreate(input: { email: "brief@example.com", password: "${PASSWORD}" }) { customer { id } } }`)
    const token = (await call(`mutation { customerAccessTokenCreate(input: { email: "brief@example.com", password: "${PASSWORD}" }) { customerAccessToken { accessToken expiresAt } } }`)).customerAccessTokenCreate.customerAccessToken
    expect(new Date(token.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(1000)
    const read = async () => (await call('query C($t: String!) { customer(customerAccessToken: $t) { email } }', { t: token.accessToken })).customer
    expect(await read()).toEqual({ email: 'brief@example.com' })
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(await read()).toBeNull()
  })
})

describe('declining an invitation (the backend’s own call beside the storefront API)', () => {
  let backend: TestBackend
  let call: ReturnType<typeof storefrontClient>
  beforeAll(async () => {
    backend = await startTestBackend()
    call = storefrontClient(backend.url, 'demo-token-de')
  })
  afterAll(() => backend.stop({ removeData: true }))

  const decline = (activationUrl: unknown, key = 'demo-token-de') =>
    fetch(`${backend.url}/api/invitations/decline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': key },
      body: JSON.stringify({ activationUrl }),
    })
  const invite = async (email: string) => {
    const response = await fetch(`${backend.url}/admin/customers/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.config.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, store: 'de' }),
    })
    return ((await response.json()) as { activationUrl: string }).activationUrl
  }
  const activate = (url: string) =>
    call('mutation A($u: URL!, $p: String!) { customerActivateByUrl(activationUrl: $u, password: $p) { customerAccessToken { accessToken } customerUserErrors { code } } }', { u: url, p: PASSWORD })
      .then((data) => data.customerActivateByUrl)

  it('a declined invitation no longer activates, with this link or an earlier one, and cannot be declined twice', async () => {
    const earlier = await invite('declines@example.com')
    const latest = await invite('declines@example.com')
    expect((await decline(latest, 'wrong-key')).status).toBe(401)
    expect((await decline(42)).status).toBe(400)
    const declined = await decline(latest)
    expect(declined.status).toBe(200)
    expect(await declined.json()).toEqual({ declined: true })
    expect((await activate(latest)).customerUserErrors[0].code).toBe('TOKEN_INVALID')
    expect((await activate(earlier)).customerUserErrors[0].code).toBe('TOKEN_INVALID')
    expect((await decline(latest)).status).toBe(410)
    expect((await decline('https://example.com/nothing')).status).toBe(410)
  })

  it('an active account is not declined', async () => {
    const url = await invite('accepts@example.com')
    expect((await activate(url)).customerUserErrors).toEqual([])
    expect((await decline(url)).status).toBe(409)
  })
})
