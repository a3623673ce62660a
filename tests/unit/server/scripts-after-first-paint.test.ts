import { describe, expect, it } from 'vitest'
import { pageBytes } from '../../../app/server/page-edits.ts'
import { MAIN_IMAGES_WAIT_MS, scriptsAfterFirstPaint as scriptsAfterFirstPaintEdits } from '../../../app/server/scripts-after-first-paint.ts'

/** The page as it is answered, with the edits made. */
const scriptsAfterFirstPaint = (html: string) => pageBytes(html, scriptsAfterFirstPaintEdits(html)).toString()

const page = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/index.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/shop.js" fetchPriority="low"/>',
  '<link rel="preload" href="/assets/text.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/product-group-view.js"/>',
  '</head><body><main id="main"><h1>BM 11</h1><p>Mit <link rel="modulepreload" href="/not-in-the-head.js"/></p></main>',
  '<script>$_TSR={}</script><script type="module" async="" src="/assets/index.js"></script><script>document.currentScript.remove()</script>',
  '</body></html>',
].join('')

type Element = Record<string, string>
const entryScript = { tag: 'script', type: 'module', src: '/assets/index.js' }
// The page body's chunk first: the entry only asks for it once it runs.
const chunkPreloads = ['/assets/product-group-view.js', '/assets/shop.js'].map((href) => ({ tag: 'link', rel: 'modulepreload', href }))

/** A main image of the page (fetched with high priority), loading until the test says otherwise. */
class MainImage {
  readonly listeners = new Map<string, () => void>()
  constructor(public complete = false) {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener)
  }
  settle(type: 'load' | 'error') {
    this.complete = true
    this.listeners.get(type)?.()
  }
}

/** Lets the loader's promises settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

/** Runs the page's inline loader against a document, a paint timeline, timers and frames that the test controls. */
function runLoader(html: string, { paintTiming = 'reported' as 'reported' | 'unsupported' | 'absent', images = [] as MainImage[] } = {}) {
  const loader = /<script>(\(\(\)=>\{const preloads=.*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const head: Element[] = []
  const observers: Array<(names: string[]) => void> = []
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming === 'reported' ? ['paint', 'resource'] : ['resource']
    private connected = true
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PerformanceObserver) => void) {}
    observe() {
      observers.push((names) => this.connected && this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this))
    }
    disconnect() {
      this.connected = false
    }
  }
  const timers: Array<{ task: () => void; delay: number }> = []
  const frames: Array<() => void> = []
  const listeners = new Map<string, () => void>()
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Element) => head.push(element) },
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? images : []),
  }
  const self = { PerformanceObserver: paintTiming === 'absent' ? undefined : PerformanceObserver }
  new Function('document', 'self', 'PerformanceObserver', 'setTimeout', 'requestAnimationFrame', 'addEventListener', loader)(
    document,
    self,
    PerformanceObserver,
    (task: () => void, delay = 0) => timers.push({ task, delay }),
    (frame: () => void) => frames.push(frame),
    (type: string, listener: () => void) => listeners.set(type, listener),
  )
  /** Runs the timers due within `elapsedMs`, and those they queue, counting them. */
  const runTimers = (elapsedMs: number) => {
    let count = 0
    for (let due = timers.findIndex((timer) => timer.delay <= elapsedMs); due >= 0; due = timers.findIndex((timer) => timer.delay <= elapsedMs)) {
      timers.splice(due, 1)[0]!.task()
      count++
    }
    return count
  }
  return {
    head,
    paint: (...names: string[]) => observers.forEach((notify) => notify(names)),
    press: (type: string) => listeners.get(type)?.(),
    /** Lets promises settle, draws the next frame, and runs the tasks due at once: what the loader does as the browser idles. */
    idle: async () => {
      await settled()
      for (let frame = frames.shift(); frame; frame = frames.shift()) frame()
      return runTimers(0)
    },
    /** Lets `elapsedMs` pass on the timers. */
    wait: async (elapsedMs: number) => {
      runTimers(elapsedMs)
      await settled()
    },
  }
}

describe('the page scripts start after the first contentful paint', () => {
  const html = scriptsAfterFirstPaint(page)

  it('takes the module preloads out of the head and the entry script out of the body, and keeps everything else', () => {
    expect(html).not.toMatch(/<link rel="modulepreload" href="\/assets\//)
    expect(html).not.toContain('src="/assets/index.js"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>')
    expect(html).toContain('<link rel="preload" href="/assets/text.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>')
    expect(html).toContain('<p>Mit <link rel="modulepreload" href="/not-in-the-head.js"/></p>')
    expect(html).toMatch(/<script>\$_TSR=\{\}<\/script><script>\(\(\)=>.*<\/script><script>document\.currentScript\.remove\(\)<\/script><\/body><\/html>$/)
  })

  it('adds nothing before the paint, then the entry and, one per task, the preloads of the other chunks once the first contentful paint is presented', async () => {
    const browser = runLoader(html)
    browser.paint('first-paint')
    expect(await browser.idle()).toBe(0)
    expect(browser.head).toEqual([])

    browser.paint('first-paint', 'first-contentful-paint')
    await browser.idle()
    expect(browser.head).toEqual([entryScript, ...chunkPreloads])

    browser.paint('first-contentful-paint')
    expect(await browser.idle()).toBe(0)
    expect(browser.head).toHaveLength(3)
  })

  it('waits for the main images to load or fail, and starts in the frame after', async () => {
    const images = [new MainImage(true), new MainImage(), new MainImage()]
    const browser = runLoader(html, { images })
    browser.paint('first-contentful-paint')
    await browser.idle()
    images[1]!.settle('load')
    await browser.idle()
    expect(browser.head).toEqual([])

    images[2]!.settle('error')
    await browser.idle()
    expect(browser.head).toEqual([entryScript, ...chunkPreloads])
  })

  it(`starts ${MAIN_IMAGES_WAIT_MS} ms after the paint when a main image hangs`, async () => {
    const browser = runLoader(html, { images: [new MainImage()] })
    browser.paint('first-contentful-paint')
    await browser.idle()
    await browser.wait(MAIN_IMAGES_WAIT_MS - 1)
    expect(browser.head).toEqual([])

    await browser.wait(MAIN_IMAGES_WAIT_MS)
    await browser.idle()
    expect(browser.head).toEqual([entryScript, ...chunkPreloads])
  })

  it('starts at once in a browser without paint timing', async () => {
    for (const paintTiming of ['unsupported', 'absent'] as const) {
      const browser = runLoader(html, { paintTiming, images: [new MainImage()] })
      await browser.idle()
      expect(browser.head).toEqual([entryScript, ...chunkPreloads])
    }
  })

  it('starts when the shopper presses a key or pointer before the paint is reported, and only once', async () => {
    const browser = runLoader(html, { images: [new MainImage()] })
    browser.press('pointerdown')
    await browser.idle()
    expect(browser.head).toEqual([entryScript, ...chunkPreloads])
    browser.press('keydown')
    browser.paint('first-contentful-paint')
    expect(await browser.idle()).toBe(0)
    expect(browser.head).toHaveLength(3)
  })

  it('writes the addresses as the browser reads them from the attributes, and so that none can close the inline script', async () => {
    const browser = runLoader(scriptsAfterFirstPaint(page.replace('/assets/shop.js', '/assets/shop.js?v=1&amp;s=2')))
    browser.paint('first-contentful-paint')
    await browser.idle()
    expect(browser.head[2]).toMatchObject({ href: '/assets/shop.js?v=1&s=2' })

    const hostile = page.replace('/assets/shop.js', '/assets/shop.js?</script><script>alert(1)//')
    expect(scriptsAfterFirstPaint(hostile)).not.toContain('</script><script>alert(1)')
  })

  it('leaves a page whose entry script the router no longer renders as expected as it is, scripts and all', () => {
    for (const changed of [page.replace('type="module" async=""', 'type="module"'), page.replace('</body>', '<script type="module" async="" src="/assets/other.js"></script></body>')]) {
      expect(scriptsAfterFirstPaint(changed)).toBe(changed)
    }
  })
})
