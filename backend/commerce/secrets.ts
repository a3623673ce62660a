import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>

/** Cost parameters of the password hash: slow enough to hinder guessing, quick enough for a demo login. */
const SCRYPT = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32

/** A salted scrypt hash, stored as `scrypt$N$r$p$salt$key` so the parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) })
  return timingSafeEqual(expected, actual)
}

/** A random secret for URLs and headers (hex, so it needs no escaping). */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('hex')
}

/** Tokens are stored only as hashes; a fast hash suffices because the tokens themselves are random. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
