import type { Plugin, Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { pageBodyChunks } from '../../../build/page-body-chunks.ts'

const root = '/shop'
type Hook = (this: unknown, ...args: unknown[]) => unknown
const hook = (plugin: Plugin, name: 'configResolved' | 'generateBundle' | 'load') => plugin[name] as unknown as Hook

/** A client chunk as the bundler describes it: its file, the module it stands for and the chunks it imports. */
function chunk(fileName: string, facade: string | null, imports: string[], kind: 'entry' | 'dynamic' | 'shared' = 'shared') {
  return { type: 'chunk', fileName, facadeModuleId: facade && `${root}/${facade}`, imports, isEntry: kind === 'entry', isDynamicEntry: kind === 'dynamic' } as unknown as Rollup.OutputChunk
}

/** The module the server's build gets after the client's build saw `chunks`. */
async function serverModuleAfter(chunks: Rollup.OutputChunk[]) {
  const plugin = pageBodyChunks()
  await hook(plugin, 'configResolved').call(null, { root, base: '/' })
  const bundle = Object.fromEntries(chunks.map((output) => [output.fileName, output]))
  await hook(plugin, 'generateBundle').call({ environment: { name: 'client' } }, {}, bundle)
  const code = (await hook(plugin, 'load').call(null, '\0virtual:page-body-chunks')) as string
  return JSON.parse(code.replace(/^export default /, '')) as Record<string, string[]>
}

describe('page body chunks for the server to preload', () => {
  it('names each page view with its chunk and every chunk it imports, leaving out what the entry and the edition route load already', async () => {
    const chunks = [
      chunk('assets/index.js', 'app/client.tsx', ['assets/react-dom.js'], 'entry'),
      chunk('assets/react-dom.js', null, []),
      chunk('assets/route.js', 'app/routes/$.tsx?tsr-split=component', ['assets/edition-view.js'], 'dynamic'),
      chunk('assets/edition-view.js', null, ['assets/react-dom.js']),
      chunk('assets/product-group-view.js', 'app/views/product-group-view.tsx', ['assets/product-model.js', 'assets/edition-view.js'], 'dynamic'),
      chunk('assets/product-model.js', null, ['assets/money.js']),
      chunk('assets/money.js', null, []),
      chunk('assets/cart-view.js', 'app/views/cart-view.tsx', ['assets/money.js'], 'dynamic'),
      chunk('assets/storefront-gateway.js', 'app/state/storefront-gateway.ts', [], 'dynamic'),
    ]
    expect(await serverModuleAfter(chunks)).toEqual({
      'product-group-view': ['/assets/product-group-view.js', '/assets/product-model.js', '/assets/money.js'],
      'cart-view': ['/assets/cart-view.js', '/assets/money.js'],
    })
  })

  it('knows no chunks until the client build has made them, and takes none from another build', async () => {
    const plugin = pageBodyChunks()
    expect(await hook(plugin, 'load').call(null, '\0virtual:page-body-chunks')).toBe('export default {}')
    await hook(plugin, 'generateBundle').call({ environment: { name: 'ssr' } }, {}, { 'x.js': chunk('x.js', 'app/views/cart-view.tsx', [], 'dynamic') })
    expect(await hook(plugin, 'load').call(null, '\0virtual:page-body-chunks')).toBe('export default {}')
  })
})
