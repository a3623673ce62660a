import type { Database } from '../db/database.ts'

/** Raised whenever a drawing changes, so images drawn and kept before are not answered again. */
export const DRAWINGS_EDITION = 2

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

const BRAND_COLOURS: [string, string] = ['#e8f1fb', '#9cc3e8']

const INK = 'stroke="#2b2f36" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"'

/**
 * A category's device, drawn without words: the shop names the category beside its picture in the shopper's
 * language, and a word drawn into the picture would be in one language for every edition.
 */
const CATEGORY_MOTIFS: Record<string, string> = {
  'blood-pressure': `<rect x="-150" y="-190" width="300" height="380" rx="50" fill="#f7f7f5" ${INK}/><rect x="-100" y="-140" width="200" height="130" rx="18" fill="#cfe3d8" ${INK}/><circle cx="0" cy="100" r="45" fill="#c8102e" ${INK}/><path d="M150 60 C 260 60 260 220 360 200" fill="none" ${INK}/><rect x="330" y="120" width="170" height="210" rx="40" fill="#9cc3e8" ${INK}/>`,
  thermometers: `<rect x="-70" y="-260" width="140" height="430" rx="70" fill="#f7f7f5" ${INK}/><rect x="-40" y="-80" width="80" height="90" rx="12" fill="#cfe3d8" ${INK}/><path d="M-40 170 L0 270 L40 170 Z" fill="#f2b48a" ${INK}/>`,
  scales: `<rect x="-260" y="-220" width="520" height="440" rx="80" fill="#f7f7f5" ${INK}/><rect x="-110" y="-170" width="220" height="90" rx="16" fill="#cfe3d8" ${INK}/><rect x="-190" y="20" width="150" height="150" rx="30" fill="#9fd0a2" ${INK}/><rect x="40" y="20" width="150" height="150" rx="30" fill="#9fd0a2" ${INK}/>`,
  'pain-therapy': `<rect x="-120" y="-200" width="240" height="300" rx="40" fill="#f7f7f5" ${INK}/><rect x="-80" y="-160" width="160" height="100" rx="14" fill="#cfe3d8" ${INK}/><path d="M-60 100 C -60 200 -240 160 -260 240 M60 100 C 60 200 240 160 260 240" fill="none" ${INK}/><rect x="-360" y="220" width="180" height="110" rx="30" fill="#e79a9a" ${INK}/><rect x="180" y="220" width="180" height="110" rx="30" fill="#e79a9a" ${INK}/>`,
  massage: `<rect x="-260" y="-170" width="420" height="180" rx="80" fill="#f7f7f5" ${INK}/><circle cx="230" cy="-80" r="95" fill="#b9a3dc" ${INK}/><rect x="-150" y="0" width="120" height="280" rx="40" fill="#f7f7f5" ${INK}/>`,
  'air-climate': `<rect x="-150" y="-120" width="300" height="400" rx="70" fill="#f7f7f5" ${INK}/><circle cx="0" cy="40" r="70" fill="#8fd3d9" ${INK}/><path d="M-60 -180 C -100 -230 -20 -260 -60 -310 M0 -180 C -40 -230 40 -260 0 -310 M60 -180 C 20 -230 100 -260 60 -310" fill="none" ${INK}/>`,
  'baby-care': `<rect x="-110" y="-110" width="220" height="380" rx="60" fill="#f7f7f5" ${INK}/><rect x="-80" y="-170" width="160" height="70" rx="14" fill="#f5d27a" ${INK}/><path d="M-45 -170 C -45 -290 45 -290 45 -170 Z" fill="#f5d27a" ${INK}/><path d="M-110 20 H-40 M-110 100 H-40 M-110 180 H-40" fill="none" ${INK}/>`,
  beauty: `<circle cx="0" cy="-60" r="200" fill="#f7f7f5" ${INK}/><circle cx="0" cy="-60" r="140" fill="#fcebf3" ${INK}/><rect x="-40" y="140" width="80" height="180" rx="30" fill="#eaa2c4" ${INK}/>`,
}

/** A category's picture: its device on its colours, no words. */
function categoryPicture(id: string): string | undefined {
  const motif = CATEGORY_MOTIFS[id]
  const colours = CATEGORY_COLOURS[id]
  if (!motif || !colours) return undefined
  return frame(1600, 900, colours, `<circle cx="800" cy="450" r="380" fill="#ffffff" fill-opacity="0.35"/><g transform="translate(800 450)">${motif}</g>`)
}

/** A campaign's or magazine's picture: the brand's colours and pulse line, no words in any one language. */
function contentPicture(): string {
  return frame(1600, 900, BRAND_COLOURS, `<circle cx="1300" cy="450" r="300" fill="#ffffff" fill-opacity="0.35"/><circle cx="420" cy="300" r="160" fill="#ffffff" fill-opacity="0.5"/>
<path d="M200 560 h220 l70 -190 l100 380 l70 -190 h260" fill="none" stroke="#c8102e" stroke-width="28" stroke-linejoin="round" stroke-linecap="round"/>`)
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
  if (category) return categoryPicture(category[1]!)
  const manufacturer = /^manufacturers\/([\w-]+)\.png$/.exec(path)
  if (manufacturer) return banner(manufacturer[1]!.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()), ['#f4f4f2', '#c9ccd1'])
  const blog = /^blog\/([\w-]+)\.png$/.exec(path)
  if (blog) return banner(blog[1]!.replace(/-/g, ' '), ['#eef6ee', '#9fd0a2'])
  if (path === 'content/logo.svg' || path === 'content/logo.png') return LOGO
  // The hero carries the brand's name, the same in every language.
  if (path === 'content/hero.png') return banner('Vitacura', BRAND_COLOURS)
  if (/^content\/(webedition|bundle|campaign|article)\.png$/.test(path)) return contentPicture()
  const iconMatch = /^icons\/(payment|shipping|social|app)-?([\w-]*)\.png$/.exec(path)
  if (iconMatch) {
    const label = (iconMatch[2] || iconMatch[1]!).toUpperCase()
    return iconMatch[1] === 'social' ? socialIcon(label) : icon(label.slice(0, 10))
  }
  return undefined
}
