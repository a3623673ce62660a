import { describe, expect, it } from 'vitest'
import { AccountTabs } from '../../../../app/components/account/account-tabs.tsx'
import { loginAttempt, registrationAttempt } from '../../../../app/components/account/attempts.ts'
import { FormField } from '../../../../app/components/account/form-field.tsx'
import { LoginForm } from '../../../../app/components/account/login-form.tsx'
import { RegistrationForm } from '../../../../app/components/account/registration-form.tsx'
import { destinationAfterLogin, editionEntry, loginHrefOf, returnPathOf } from '../../../../app/markets/index.ts'
import { renderIn, textOf } from '../buy/render.tsx'

const SITES = { usShopUrl: 'https://us.example', esSiteUrl: 'https://es.example' }
const de = editionEntry('de', SITES)
const AT = 1_700_000_000_000

describe('the page a login returns to', () => {
  it.each(['/de/p/1099/', '/de/cart', '/de/c/blood-pressure/?sort=price-ascending&page=2', '/search-de?searchPhrase=waage'])('accepts the edition’s own page %s', (path) => {
    expect(returnPathOf(path, de)).toBe(path)
  })

  it.each([
    ['an absolute address', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address behind a backslash', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['another edition', '/fr/p/1099/'],
    ['another edition reached through dot segments', '/de/../fr/'],
    ['the login page itself', '/de/login/?return=/de/cart'],
    ['a path with a line break', '/de/\n/cart'],
    ['nothing', undefined],
  ])('refuses %s', (_what, candidate) => {
    expect(returnPathOf(candidate, de)).toBeNull()
  })

  it('sends the shopper to the edition’s home page when there is no acceptable page to return to', () => {
    expect(destinationAfterLogin('https://evil.example/', de)).toBe('/de/')
    expect(destinationAfterLogin(undefined, de)).toBe('/de/')
    expect(destinationAfterLogin('/de/cart', de)).toBe('/de/cart')
  })

  it('makes the login link carry the page on screen, readable, with its query', () => {
    expect(loginHrefOf('/de/login/', '/de/cart', de)).toBe('/de/login/?return=/de/cart')
    expect(loginHrefOf('/de/login/', '/de/c/monitors/?page=2&sort=new-hits', de)).toBe('/de/login/?return=/de/c/monitors/%3Fpage%3D2%26sort%3Dnew-hits')
    expect(new URL(loginHrefOf('/de/login/', '/de/c/monitors/?page=2&sort=new-hits', de), 'https://shop.example').searchParams.get('return')).toBe('/de/c/monitors/?page=2&sort=new-hits')
  })

  it('leaves the login link as it is on the login page itself, or without a page on screen', () => {
    expect(loginHrefOf('/de/login/', '/de/login/?return=/de/cart', de)).toBe('/de/login/?return=/de/cart')
    expect(loginHrefOf('/de/login/', null, de)).toBe('/de/login/')
  })

  it('makes the account site’s login link (SSO) carry the page on screen as the shop’s absolute address, never another site', () => {
    const sso = 'https://account.example/de-DE/?theme=storefront'
    const link = new URL(loginHrefOf(sso, '/de/c/monitors/?page=2', de, 'https://shop.example'))
    expect(link.origin + link.pathname).toBe('https://account.example/de-DE/')
    expect(link.searchParams.get('theme')).toBe('storefront')
    expect(link.searchParams.get('return_to')).toBe('https://shop.example/de/c/monitors/?page=2')
    expect(loginHrefOf(sso, '//evil.example/', de, 'https://shop.example')).toBe(sso)
    expect(loginHrefOf(sso, '/de/cart', de)).toBe(sso)
  })
})

describe('login form', () => {
  it('asks for a valid e-mail and a password before anything is sent', () => {
    expect(loginAttempt({ email: 'ada@', password: '' }, AT)).toEqual({ kind: 'correct', errors: { email: { key: 'EMAIL_INVALID' }, password: { key: 'PASSWORD_ENTER' } } })
    expect(loginAttempt({ email: 'ada@', password: '   ' }, AT)).toEqual({ kind: 'correct', errors: { email: { key: 'EMAIL_INVALID' }, password: { key: 'PASSWORD_ENTER' } } })
  })

  it('sends user.login with the e-mail as typed (without surrounding spaces) and the password exactly as typed', () => {
    expect(loginAttempt({ email: ' ada@example.com ', password: ' Secret-1 ' }, AT)).toEqual({
      kind: 'send',
      event: { type: 'user.login', email: 'ada@example.com', password: ' Secret-1 ', origin: 'login-form', at: AT },
    })
  })

  it('labels its fields with autocomplete hints and sends with a real submit button', () => {
    const html = renderIn('de', <LoginForm busy={false} refusal={null} onSend={() => {}} onForgotPassword={() => {}} />)
    expect(html).toMatch(/<label for="([^"]+)">E-Mail<span aria-hidden="true"> \*<\/span><\/label><input id="\1" type="email" autoComplete="email" required="" name="email"/)
    expect(html).toMatch(/<label for="([^"]+)">Passwort<span aria-hidden="true"> \*<\/span><\/label><input id="\1" type="password" autoComplete="current-password" required="" name="password"/)
    expect(html).toContain('<button type="submit" class="button">Anmelden</button>')
    expect(html).not.toContain('role="alert"')
  })

  it('shows a refused login translated in an alert, and nothing of it while the next try is under way', () => {
    expect(renderIn('de', <LoginForm busy={false} refusal="Falsche Anmeldedaten" onSend={() => {}} onForgotPassword={() => {}} />)).toContain('role="alert">Falsche Anmeldedaten</p>')
    const busy = renderIn('de', <LoginForm busy refusal="Falsche Anmeldedaten" onSend={() => {}} onForgotPassword={() => {}} />)
    expect(busy).not.toContain('role="alert"')
    // The busy button keeps the focus a disabled one would drop.
    expect(busy).toContain('aria-disabled="true" aria-busy="true"')
    expect(busy).not.toContain('disabled=""')
  })
})

describe('registration form', () => {
  it('asks for both names, a valid e-mail and a password that keeps the rules of SPEC §5', () => {
    expect(registrationAttempt({ firstName: ' ', lastName: '', email: 'ada', password: 'password1!' }, AT)).toEqual({
      kind: 'correct',
      errors: { firstName: { key: 'FIRST_NAME_REQUIRED' }, lastName: { key: 'LAST_NAME_REQUIRED' }, email: { key: 'EMAIL_INVALID' }, password: { key: 'PASSWORD_CAPITAL' } },
    })
    expect(registrationAttempt({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Pa1!' }, AT)).toEqual({
      kind: 'correct',
      errors: { password: { key: 'PASSWORD_LENGTH', values: { min: 8 } } },
    })
  })

  it('sends user.signup with what was typed', () => {
    expect(registrationAttempt({ firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com', password: 'Analytical-1' }, AT)).toEqual({
      kind: 'send',
      event: { type: 'user.signup', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Analytical-1', origin: 'registration-form', at: AT },
    })
  })

  it('names the password rules under the field, tied to it, and shows why a registration did not happen', () => {
    const html = renderIn('fr', <RegistrationForm busy={false} refusal="L’adresse e-mail est déjà utilisée" onSend={() => {}} />)
    expect(html).toMatch(/autoComplete="new-password" required="" minLength="8" aria-describedby="([^"]+)" name="password"\/><p id="\1" class="form-field__hint">Au moins 8 caractères/)
    expect(html).toContain('autoComplete="given-name"')
    expect(html).toContain('autoComplete="family-name"')
    expect(html).toContain('role="alert">L’adresse e-mail est déjà utilisée</p>')
    expect(textOf(html)).toContain('Créer un compte')
  })
})

describe('form field', () => {
  it('marks a field to correct as invalid and ties its message to it', () => {
    const html = renderIn('global', <FormField label="E-mail" name="email" type="email" autoComplete="email" error="Please input correct email" />)
    expect(html).toMatch(/aria-invalid="true" aria-describedby="([^"]+)" name="email"\/><p id="\1" class="field-error">Please input correct email<\/p>/)
  })
})

describe('login and register tabs', () => {
  const html = renderIn(
    'global',
    <AccountTabs
      labelledBy="heading"
      selected="registration"
      onSelect={() => {}}
      tabs={[
        { name: 'login', label: 'Log in', panel: <form aria-label="login" /> },
        { name: 'registration', label: 'Register', panel: <form aria-label="registration" /> },
      ]}
    />,
  )

  it('is a tab list named by the page heading, with one tab in the tab order, the selected one', () => {
    expect(html).toContain('role="tablist" aria-labelledby="heading"')
    expect(html).toMatch(/role="tab" id="([^"]+)-login-tab" class="account-tabs__tab" aria-selected="false" aria-controls="\1-login-panel" tabindex="-1">Log in</)
    expect(html).toMatch(/role="tab" id="([^"]+)-registration-tab" class="account-tabs__tab" aria-selected="true" aria-controls="\1-registration-panel" tabindex="0">Register</)
  })

  it('keeps both panels rendered, the other one hidden, so what was typed survives a change of tab', () => {
    expect(html).toMatch(/role="tabpanel" id="[^"]+-login-panel" aria-labelledby="[^"]+-login-tab" class="account-tabs__panel" hidden=""><form aria-label="login">/)
    expect(html).toMatch(/role="tabpanel" id="[^"]+-registration-panel" aria-labelledby="[^"]+-registration-tab" class="account-tabs__panel"><form aria-label="registration">/)
  })
})
