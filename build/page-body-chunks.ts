import path from 'node:path'
import type { Plugin, Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

const VIRTUAL_ID = 'virtual:page-body-chunks'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
/** The route every page body renders in: the framework preloads its chunks with the page. */
const EDITION_ROUTE = 'app/routes/$.tsx'

/**
 * The browser's chunks of each page view (a `<name>.tsx` under `app/views/`, loaded lazily per page type), each with
 * every chunk it imports, as the module `virtual:page-body-chunks` (view name → URLs). Chunks of the entry and
 * of the edition route are left out: the framework preloads those already. The client is built before the server,
 * so the server's copy knows them and its pages can preload the view they show; the client's own copy, built
 * before its chunks exist, is empty.
 */
export function pageBodyChunks(): Plugin {
  let root = process.cwd()
  let base = '/'
  const chunksOfView: Record<string, string[]> = {}
  return {
    name: 'shop:page-body-chunks',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(chunksOfView)}` : undefined),
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])))
      const sourceOf = (chunk: OutputChunk) => (chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId.replace(/\?.*$/, '')) : '')
      const withImports = (files: Iterable<string>) => {
        const found = new Set<string>()
        const visit = (file: string) => {
          if (found.has(file)) return
          found.add(file)
          chunks.get(file)?.imports.forEach(visit)
        }
        for (const file of files) visit(file)
        return found
      }
      const framework = withImports([...chunks.values()].filter((chunk) => chunk.isEntry || sourceOf(chunk) === EDITION_ROUTE).map((chunk) => chunk.fileName))
      for (const chunk of chunks.values()) {
        const source = sourceOf(chunk)
        if (!chunk.isDynamicEntry || !source.startsWith('app/views/')) continue
        const files = [...withImports([chunk.fileName])].filter((file) => !framework.has(file))
        chunksOfView[path.basename(source, path.extname(source))] = files.map((file) => `${base}${file}`)
      }
    },
  }
}
