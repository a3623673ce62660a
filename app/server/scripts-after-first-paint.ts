import type { PageEdit } from './page-edits.ts'

/**
 * The shopper sees the page before its scripts load. The server renders the whole page, so the scripts only
 * make it interactive; fetched with the page, they share a phone's bandwidth with the stylesheet, the fonts
 * and the main image, and their evaluation can keep the browser from presenting its first frame. So the
 * page's module scripts and their preloads start once the browser has presented the first contentful paint
 * and the page's main images (see `loader`). A tab opened in the background paints, and so loads them, when it is shown; a shopper pressing a key or
 * pointer before the paint is reported starts them too.
 *
 * The router renders the entry as one `<script type="module" async src>` at the end of the body and its
 * chunks, and the page body's, as `<link rel="modulepreload">` in the head. Both are replaced by one inline
 * loader at the entry's place, which adds the same script and links after the paint. React skips the
 * loader when it hydrates, and the router finds its entry already in the document. Both are returned as edits,
 * made as the page's bytes are written (page-edits.ts).
 */
const ENTRY = /<script type="module" async="" src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"([^>]*)\/>/g

export function scriptsAfterFirstPaint(html: string): PageEdit[] {
  const headEnd = html.indexOf('</head>')
  const entries = [...html.matchAll(ENTRY)]
  if (headEnd < 0 || entries.length !== 1) {
    // The page still works with its scripts loading at once; the end-to-end suite notices the early scripts.
    console.warn(JSON.stringify({ event: 'scripts-not-deferred', reason: `expected a head and one entry module script, found ${entries.length}` }))
    return []
  }
  const preloads = [...html.slice(0, headEnd).matchAll(MODULE_PRELOAD)]
  // The page body's chunks first: the entry imports its own chunks statically, but the body's only once it runs.
  const isLow = ([, , rest]: RegExpExecArray) => Number(rest!.includes('fetchPriority="low"'))
  const byUrgency = [...preloads].sort((a, b) => isLow(a) - isLow(b))
  const [entryTag, entry] = entries[0]!
  const script = `<script>${loader(byUrgency.map(([, href]) => attributeValue(href!)), attributeValue(entry!))}</script>`
  const entryAt = entries[0]!.index
  return [
    ...preloads.map((preload) => ({ from: preload.index, to: preload.index + preload[0].length, text: '' })),
    { from: entryAt, to: entryAt + entryTag.length, text: script },
  ]
}

const ESCAPED: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' }
/** An address as the browser reads it from the attribute React escaped. */
const attributeValue = (escaped: string) => escaped.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ESCAPED[entity]!)

/** Values written into the inline script: `<` escaped, so no text can close the script element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** How long the scripts wait for the page's main images after the first paint, should one of them hang. */
export const MAIN_IMAGES_WAIT_MS = 3_000

/**
 * After the first contentful paint, the loader also waits for the page's main images (those fetched with high
 * priority: the hero, the product photo, the first tiles) to load or fail, and for the frame that shows them.
 * Then it adds the entry first and the preloads after it, one element per task: adding a module preload costs
 * the browser up to a few milliseconds, and a dozen of them at once would make a long task of their own. The
 * first press of a key or pointer starts them at once.
 */
function loader(preloads: string[], entry: string): string {
  return `(()=>{const preloads=${literal(preloads.filter((href) => href !== entry))},entry=${literal(entry)};let started=false;const start=()=>{if(started)return;started=true;const elements=[Object.assign(document.createElement('script'),{type:'module',src:entry}),...preloads.map((href)=>Object.assign(document.createElement('link'),{rel:'modulepreload',href}))];const addNext=()=>{document.head.append(elements.shift());if(elements.length>0)setTimeout(addNext,0)};addNext()};if(!self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return start();for(const type of ['pointerdown','keydown'])addEventListener(type,start,{once:true,capture:true,passive:true});const mainImages=()=>Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map((image)=>image.complete?null:new Promise((settle)=>{image.addEventListener('load',settle,{once:true});image.addEventListener('error',settle,{once:true})})));new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();Promise.race([mainImages(),new Promise((settle)=>setTimeout(settle,${MAIN_IMAGES_WAIT_MS}))]).then(()=>requestAnimationFrame(()=>setTimeout(start,0)))}).observe({type:'paint',buffered:true})})()`
}
