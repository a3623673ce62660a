/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)
}

export function htmlResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
label{display:block;font-weight:600;margin-top:.75rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box;border:1px solid #767676;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}.field-error{color:#b00020;margin:.25rem 0 0}.notice{background:#fff4ce;padding:.75rem;border-radius:4px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.35rem;border-bottom:1px solid #ddd}td.num,th.num{text-align:right}
button{margin-top:1.25rem;padding:.75rem 1.5rem;font:inherit;font-weight:700;background:#004f9f;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}[role=alert]{border:2px solid #b00020;padding:.75rem;border-radius:4px}`

export function page(language: string, title: string, main: string): string {
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${main}</main></body></html>`
}
