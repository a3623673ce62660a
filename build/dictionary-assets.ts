import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import type { Locales } from '../i18n/i18n-types.ts'
import de from '../i18n/de/index.ts'
import en from '../i18n/en/index.ts'
import enGB from '../i18n/en-GB/index.ts'
import es from '../i18n/es/index.ts'
import fr from '../i18n/fr/index.ts'
import id from '../i18n/id/index.ts'
import it from '../i18n/it/index.ts'
import nl from '../i18n/nl/index.ts'
import pl from '../i18n/pl/index.ts'
import ru from '../i18n/ru/index.ts'

const VIRTUAL_ID = 'virtual:dictionary-urls'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
const DICTIONARIES: Record<Locales, object> = { de, en, 'en-GB': enGB, es, fr, id, it, nl, pl, ru }

/**
 * Each locale's dictionary as a JSON file of its own (`assets/dictionary-<locale>-<hash>.json`), named by its
 * content so it is cached like every hashed asset, and `virtual:dictionary-urls` (locale → URL) for both builds.
 * The browser fetches the one its page names before it hydrates: translations are data, and JSON is parsed
 * far faster than the same object written as a script.
 */
export function dictionaryAssets(): Plugin {
  const files = Object.entries(DICTIONARIES).map(([locale, dictionary]) => {
    const source = JSON.stringify(dictionary)
    return { locale, source, fileName: `assets/dictionary-${locale}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json` }
  })
  let base = '/'
  return {
    name: 'shop:dictionary-assets',
    configResolved(config) {
      base = config.base
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(Object.fromEntries(files.map((file) => [file.locale, `${base}${file.fileName}`])))}` : undefined),
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.find(({ fileName }) => request.url === `${base}${fileName}`)
        if (!file) return next()
        response.setHeader('content-type', 'application/json')
        response.end(file.source)
      })
    },
  }
}
