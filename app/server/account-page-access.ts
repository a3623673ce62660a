import { createServerFn } from '@tanstack/react-start'
import { requestToken } from './access-token-cookie.ts'

/** What an account page needs before it renders: whether the visitor holds a customer access token (visitors without one are sent to the login). */
export const accountAccess = createServerFn({ method: 'GET' }).handler((): { loggedIn: boolean } => ({ loggedIn: Boolean(requestToken()) }))
