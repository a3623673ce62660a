import type { Database } from '../../db/database.ts'
import { sendMail } from '../../commerce/outbox.ts'

/** The newsletter's e-mails, in the subscriber's language where one is written, English otherwise. */
interface MailTexts {
  confirmSubject: string
  confirmBody: (link: string) => string
  voucherSubject: string
  voucherBody: (code: string) => string
}

const EN: MailTexts = {
  confirmSubject: 'Please confirm your newsletter subscription',
  confirmBody: (link) => `Thank you for signing up to our newsletter.\n\nPlease click the link below to confirm your e-mail address:\n${link}\n\nIf you did not sign up, ignore this e-mail.`,
  voucherSubject: 'Your welcome voucher',
  voucherBody: (code) => `Welcome to our newsletter. Your voucher code: ${code}`,
}

const TEXTS: Partial<Record<string, MailTexts>> = {
  PL: {
    confirmSubject: 'Potwierdź subskrypcję newslettera',
    confirmBody: (link) => `Dziękujemy za zapisanie się do naszego newslettera.\n\nKliknij poniższy link, aby potwierdzić swój adres e-mail:\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość.`,
    voucherSubject: 'Twój kupon powitalny',
    voucherBody: (code) => `Witamy w naszym newsletterze. Twój kod kuponu: ${code}`,
  },
  DE: {
    ...EN,
    voucherSubject: 'Ihr Willkommensgutschein',
    voucherBody: (code) => `Willkommen bei unserem Newsletter. Ihr Gutscheincode: ${code}`,
  },
}

const textsFor = (country: string) => TEXTS[country] ?? EN

export async function sendConfirmationMail(db: Database, to: { email: string; country: string }, confirmUrl: string): Promise<void> {
  const texts = textsFor(to.country)
  await sendMail(db, { recipient: to.email, subject: texts.confirmSubject, body: texts.confirmBody(confirmUrl), links: { confirm: confirmUrl } })
}

export async function sendVoucherMail(db: Database, to: { email: string; country: string }, code: string): Promise<void> {
  const texts = textsFor(to.country)
  await sendMail(db, { recipient: to.email, subject: texts.voucherSubject, body: texts.voucherBody(code), links: {} })
}
