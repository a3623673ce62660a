import type { ExternalSites } from '../../../app.config.ts'

export const SITES: ExternalSites = { usShopUrl: 'https://us.example', esSiteUrl: 'https://es.example' }
export const ORIGIN = 'https://shop.example'
