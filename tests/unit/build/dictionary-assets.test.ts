import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { dictionaryAssets } from '../../../build/dictionary-assets.ts'
import de from '../../../i18n/de/index.ts'
import { locales } from '../../../i18n/i18n-util.ts'

type Hook = (this: unknown, ...args: unknown[]) => unknown
const hook = (plugin: Plugin, name: 'configResolved' | 'generateBundle' | 'load') => plugin[name] as unknown as Hook

/** The URLs both builds read, and the files the client build writes, with `base`. */
async function build(base: string) {
  const plugin = dictionaryAssets()
  await hook(plugin, 'configResolved').call(null, { base })
  const code = (await hook(plugin, 'load').call(null, '\0virtual:dictionary-urls')) as string
  const urls = JSON.parse(code.replace(/^export default /, '')) as Record<string, string>
  const emitted: Array<{ fileName: string; source: string }> = []
  const emitFile = (file: { fileName: string; source: string }) => void emitted.push(file)
  await hook(plugin, 'generateBundle').call({ environment: { name: 'ssr' }, emitFile }, {}, {})
  const emittedByServer = emitted.length
  await hook(plugin, 'generateBundle').call({ environment: { name: 'client' }, emitFile }, {}, {})
  return { urls, emitted, emittedByServer }
}

describe('dictionaries as JSON files', () => {
  it('gives every locale a URL named by its content, and the client build writes each file there, as JSON of that dictionary', async () => {
    const { urls, emitted, emittedByServer } = await build('/')
    expect(Object.keys(urls).sort()).toEqual([...locales].sort())
    expect(urls.de).toMatch(/^\/assets\/dictionary-de-[0-9a-f]{10}\.json$/)
    expect(emittedByServer).toBe(0)
    expect(emitted.map((file) => `/${file.fileName}`).sort()).toEqual(Object.values(urls).sort())
    expect(JSON.parse(emitted.find((file) => `/${file.fileName}` === urls.de)!.source)).toEqual(de)
  })

  it('names each file the same in every build of the same dictionary, under the configured base, so a browser keeps it cached', async () => {
    expect((await build('/')).urls).toEqual((await build('/')).urls)
    expect((await build('/shop/')).urls.de).toMatch(/^\/shop\/assets\/dictionary-de-/)
  })
})
