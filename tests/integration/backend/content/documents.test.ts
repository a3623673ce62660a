import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentBackend, type ContentBackend } from '../../../support/content-backend.ts'

interface Documents {
  items: Array<Record<string, any>> // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary item fields
  total: number
}

describe('content platform: documents and recommendations', () => {
  let backend: ContentBackend
  beforeAll(async () => {
    backend = await startContentBackend()
  })
  afterAll(() => backend.stop({ removeData: true }))

  const documents = async (path: '/documents' | '/documents/public', body: unknown, instanceId = 'demo-de') => {
    const response = await backend.post(path, body, { instance: null, headers: { 'x-instance-id': instanceId } })
    expect(response.status).toBe(200)
    return (await response.json()) as Documents
  }

  it('answers a page document with its url in the asked language, for alternate links', async () => {
    const body = (language: string) => ({ datatype: 'page', ids: ['category-blood-pressure-de'], fields: ['id', 'url', 'selfLinks'], constraints: { query: { language } } })
    expect((await documents('/documents/public', body('fr'))).items[0]!.url).toBe('/fr/c/tensiometres/')
    expect((await documents('/documents/public', body('en'))).items[0]!.url).toBe('/global/c/blood-pressure-monitors/')
    expect((await documents('/documents/public', body('en'), 'demo-gb')).items[0]!.url).toBe('/uk/c/blood-pressure-monitors/')
    const [item] = (await documents('/documents/public', body('de'))).items
    expect(Object.keys(item!).sort()).toEqual(['id', 'selfLinks', 'url'])
    expect(item!.selfLinks.nl).toBe('/nl/c/bloeddrukmeters/')
  })

  it('answers product documents by catalogue id or storefront global id', async () => {
    const gid = Buffer.from('gid://shopify/Product/1046').toString('base64')
    const { items } = await documents('/documents/public', { datatype: 'product', ids: ['1045', gid, 'gid://shopify/Product/1047'], constraints: { query: { language: 'it' } } })
    expect(items.map((item) => item.id)).toEqual(['1045', '1046', '1047'])
    expect(items[0]!.url).toBe('/it/p/1045/')
    expect(items[0]!.title).toMatch(/^Misuratore di pressione da braccio/)
  })

  it('answers full product documents with the detail sections and group products by bundle', async () => {
    const full = await documents('/documents', { datatype: 'product', ids: ['1111'] })
    expect(full.items[0]!.functions.length).toBeGreaterThan(0)
    const bundle = await documents('/documents/public', { datatype: 'product', ids: [], constraints: { query: { group: 'bp-starter' } } })
    expect(bundle.total).toBe(9)
  })

  it('refuses documents to an unknown instance id and a bad datatype', async () => {
    expect((await backend.post('/documents/public', { datatype: 'page', ids: [] }, { instance: null, headers: { 'x-instance-id': 'x' } })).status).toBe(401)
    expect((await backend.post('/documents/public', { datatype: 'video', ids: [] }, { instance: null, headers: { 'x-instance-id': 'demo-de' } })).status).toBe(400)
  })

  it('recommends accessories, similar products and bestsellers that can be bought', async () => {
    const post = async (body: unknown) => (await (await backend.post('/recommendation', body)).json()) as { products: Array<{ id: string; catid: string[]; stockStatus: string }> }
    const accessories = await post({ productIds: ['1045'], type: 'accessories' })
    expect(accessories.products.length).toBeGreaterThan(0)
    const similar = await post({ productIds: ['1115'], count: 4 })
    expect(similar.products).toHaveLength(4)
    expect(similar.products.every((product) => product.catid[0] === 'thermometers' && product.id !== '1115')).toBe(true)
    const bestsellers = await post({ type: 'bestsellers', count: 6 })
    expect(bestsellers.products).toHaveLength(6)
    expect(bestsellers.products.every((product) => !['sold-out', 'not-available-online'].includes(product.stockStatus))).toBe(true)
  })
})
