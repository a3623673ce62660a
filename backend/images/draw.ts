import type { Database } from '../db/database.ts'

/** Background colour per category, so product images of one category look like a family. */
const CATEGORY_COLOURS: Record<string, [string, string]> = {
  'blood-pressure': ['#e8f1fb', '#9cc3e8'],
  thermometers: ['#fdf0e6', '#f2b48a'],
  scales: ['#eef6ee', '#9fd0a2'],
  'pain-therapy': ['#fbeaea', '#e79a9a'],
  massage: ['#f1ecf8', '#b9a3dc'],
  'air-climate': ['#e9f7f8', '#8fd3d9'],
  'baby-care': ['#fff6e0', '#f5d27a'],
  beauty: ['#fcebf3', '#eaa2c4'],
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

function frame(width: number, height: number, colours: [string, string], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${body}</svg>`
}

function device(label: string, shell: string, view: number): string {
  // Three views of the same device: front, angled, and with its display lit.
  const tilt = view === 2 ? 'rotate(-12 600 600)' : ''
  const display = view === 3 ? '#7fe3a1' : '#cfe3d8'
  return `<g transform="${tilt}">
<rect x="330" y="250" width="540" height="700" rx="90" fill="${shell}" stroke="#2b2f36" stroke-width="10"/>
<rect x="400" y="330" width="400" height="260" rx="30" fill="${display}" stroke="#2b2f36" stroke-width="6"/>
<text x="600" y="490" font-family="sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="#1d3b2a">120</text>
<circle cx="600" cy="780" r="80" fill="#c8102e" stroke="#2b2f36" stroke-width="8"/>
</g>
<text x="600" y="1110" font-family="sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="#1f2933">${escape(label)}</text>`
}

function banner(title: string, colours: [string, string]): string {
  return frame(1600, 900, colours, `<circle cx="1300" cy="450" r="300" fill="#ffffff" fill-opacity="0.35"/>
<text x="120" y="480" font-family="sans-serif" font-size="110" font-weight="700" fill="#1f2933">${escape(title)}</text>`)
}

/** A payment or shipping mark: the label sized to fit its card, whatever its length. */
function icon(label: string): string {
  const fontSize = Math.min(26, Math.floor(180 / Math.max(label.length, 1)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="100" viewBox="0 0 140 100"><rect x="2" y="2" width="136" height="96" rx="14" fill="#ffffff" stroke="#1f2933" stroke-width="4"/>
<text x="70" y="${50 + Math.round(fontSize * 0.36)}" font-family="sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#1f2933">${escape(label)}</text></svg>`
}

/** A social network's mark: square, as the footer shows it, with the network's initial. */
function socialIcon(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect x="0" y="0" width="100" height="100" rx="24" fill="#1f2933"/>
<text x="50" y="68" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#ffffff">${escape(label.slice(0, 1))}</text></svg>`
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><circle cx="60" cy="60" r="46" fill="#c8102e"/>
<path d="M38 62 h16 l8 -22 l12 44 l8 -22 h18" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>
<text x="125" y="80" font-family="sans-serif" font-size="60" font-weight="700" fill="#1f2933">Vitacura</text></svg>`

interface ProductLook {
  category_id: string | null
  model: string
  hex: string | null
}

/**
 * Draws the source image for an image path as SVG, or undefined when nothing lives there. Images are our own
 * drawings, generated from the catalogue; nothing is downloaded.
 */
export async function drawSource(db: Database, path: string): Promise<string | undefined> {
  const product = /^products\/(\d{1,9})\/(\w+)\.png$/.exec(path)
  if (product) {
    const [, id, view] = product
    const look = (await db.query<ProductLook>(
      `SELECT category_id, details->>'model' AS model, details->'colourHex'->>$2 AS hex FROM products WHERE id = $1`,
      [Number(id), view],
    )).rows[0]
    if (!look) return undefined
    const viewNumber = /^\d+$/.test(view!) ? Number(view) : 1
    if (!look.hex && !/^[1-3]$/.test(view!)) return undefined
    return frame(1200, 1200, CATEGORY_COLOURS[look.category_id ?? ''] ?? ['#f2f2f2', '#cccccc'], device(look.model, look.hex ?? '#f7f7f5', viewNumber))
  }
  const category = /^categories\/([\w-]+)\.png$/.exec(path)
  if (category) {
    const row = (await db.query<{ title: string }>(`SELECT titles->>'en' AS title FROM categories WHERE id = $1`, [category[1]])).rows[0]
    return row ? banner(row.title, CATEGORY_COLOURS[category[1]!] ?? ['#f2f2f2', '#cccccc']) : undefined
  }
  const manufacturer = /^manufacturers\/([\w-]+)\.png$/.exec(path)
  if (manufacturer) return banner(manufacturer[1]!.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()), ['#f4f4f2', '#c9ccd1'])
  const blog = /^blog\/([\w-]+)\.png$/.exec(path)
  if (blog) return banner(blog[1]!.replace(/-/g, ' '), ['#eef6ee', '#9fd0a2'])
  if (path === 'content/logo.svg' || path === 'content/logo.png') return LOGO
  const content = /^content\/(hero|webedition|bundle|campaign|article)\.png$/.exec(path)
  if (content) return banner({ hero: 'Vitacura', webedition: 'Magazine', bundle: 'Starter set', campaign: 'Winter', article: 'Blood pressure' }[content[1] as 'hero'], ['#e8f1fb', '#9cc3e8'])
  const iconMatch = /^icons\/(payment|shipping|social|app)-?([\w-]*)\.png$/.exec(path)
  if (iconMatch) {
    const label = (iconMatch[2] || iconMatch[1]!).toUpperCase()
    return iconMatch[1] === 'social' ? socialIcon(label) : icon(label.slice(0, 10))
  }
  return undefined
}
