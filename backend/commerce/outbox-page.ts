import { adminOnly } from '../admin/routes.ts'
import type { Database } from '../db/database.ts'
import type { Route } from '../http/router.ts'
import { json } from '../http/router.ts'
import { escapeHtml, htmlResponse, page } from './hosted-checkout/html.ts'
import { listMail } from './outbox.ts'

/**
 * The outbox: every e-mail the backend "sent", with its links, newest first. It holds password-reset and
 * activation links, so it is an admin view behind the admin token (Basic password in a browser).
 */
export function outboxRoutes(adminToken: string, db: Database): Route[] {
  return [
    { method: 'GET', pattern: '/admin/outbox.json', handler: adminOnly(adminToken, async () => json({ mails: await listMail(db) }, { headers: { 'cache-control': 'no-store' } })) },
    {
      method: 'GET',
      pattern: '/admin/outbox',
      handler: adminOnly(adminToken, async () => {
        const mails = await listMail(db)
        const items = mails.map((mail) => `<li><article aria-labelledby="mail-${mail.id}"><h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p>To: ${escapeHtml(mail.recipient)} · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>
<pre style="white-space:pre-wrap">${escapeHtml(mail.body)}</pre>
<ul>${Object.entries(mail.links).map(([name, href]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(name)}</a></li>`).join('')}</ul></article></li>`).join('')
        return htmlResponse(page('en', 'Outbox', `<h1>Outbox</h1><p>E-mails the demo backend would have sent.</p>${mails.length ? `<ol reversed>${items}</ol>` : '<p>No e-mails yet.</p>'}`))
      }),
    },
  ]
}
