import { createHash } from 'node:crypto'
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { BackendConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { json, type Route } from '../http/router.ts'
import { DRAWINGS_EDITION, drawSource } from './draw.ts'

type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'
type Fit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside'

export interface Transform {
  width?: number
  height?: number
  quality: number
  dpr: number
  format: ImageFormat
  fit: Fit
  gravity: string
}

const MIME: Record<ImageFormat | 'svg', string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml' }
const CROPS: Record<string, Fit> = { fill: 'cover', crop: 'cover', cover: 'cover', fit: 'inside', inside: 'inside', scale: 'fill', pad: 'contain', contain: 'contain' }
const GRAVITIES = new Set(['center', 'centre', 'north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest', 'entropy', 'attention'])
const MAX_SIDE = 4000

function intParam(params: URLSearchParams, name: string, low: number, high: number): number | undefined {
  const raw = params.get(name)
  if (raw === null || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value < low || value > high) throw new RangeError(`${name} must be between ${low} and ${high}`)
  return Math.round(value)
}

/** Reads `w, h, q, dpr, fm, crop, gravity`; `fm=auto` (the default) picks AVIF, then WebP, by the Accept header. */
export function parseTransform(params: URLSearchParams, accept: string | null): Transform {
  const fm = (params.get('fm') ?? 'auto').toLowerCase()
  const acceptText = accept ?? ''
  let format: ImageFormat
  if (fm === 'auto') format = acceptText.includes('image/avif') ? 'avif' : acceptText.includes('image/webp') ? 'webp' : 'jpeg'
  else if (fm === 'avif' || fm === 'webp' || fm === 'png') format = fm
  else if (fm === 'jpeg' || fm === 'jpg') format = 'jpeg'
  else throw new RangeError('fm must be auto, avif, webp, jpeg or png')
  const dprRaw = params.get('dpr')
  const dpr = dprRaw ? Number(dprRaw) : 1
  if (!Number.isFinite(dpr) || dpr < 1 || dpr > 3) throw new RangeError('dpr must be between 1 and 3')
  const crop = (params.get('crop') ?? 'fit').toLowerCase()
  const fit = CROPS[crop]
  if (!fit) throw new RangeError(`crop must be one of ${Object.keys(CROPS).join(', ')}`)
  const gravity = (params.get('gravity') ?? 'center').toLowerCase()
  if (!GRAVITIES.has(gravity) && gravity !== 'auto') throw new RangeError('unknown gravity')
  return {
    width: intParam(params, 'w', 1, MAX_SIDE),
    height: intParam(params, 'h', 1, MAX_SIDE),
    quality: intParam(params, 'q', 1, 100) ?? 75,
    dpr,
    format,
    fit,
    gravity: gravity === 'auto' ? 'attention' : gravity === 'centre' ? 'center' : gravity,
  }
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  // Unique per write: two requests for the same new image may write it at the same moment.
  const temporary = `${file}.${randomUUID()}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

/** The source image: drawn once from the catalogue and kept as PNG in the data directory. */
async function sourceImage(db: Database, root: string, imagePath: string): Promise<Buffer | undefined> {
  const file = path.join(root, 'source', imagePath.replace(/\.svg$/, '.png'))
  try {
    return await readFile(file)
  } catch {
    const svg = await drawSource(db, imagePath)
    if (!svg) return undefined
    const png = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer()
    await writeAtomically(file, png)
    return png
  }
}

async function renderImage(source: Buffer, transform: Transform): Promise<Buffer> {
  const scale = (value: number | undefined) => (value === undefined ? undefined : Math.min(MAX_SIDE, Math.round(value * transform.dpr)))
  let pipeline = sharp(source)
  const width = scale(transform.width)
  const height = scale(transform.height)
  if (width || height) {
    pipeline = pipeline.resize({ width, height, fit: transform.fit, position: transform.gravity, withoutEnlargement: false, background: { r: 255, g: 255, b: 255, alpha: 1 } })
  }
  switch (transform.format) {
    case 'avif':
      return pipeline.avif({ quality: transform.quality, effort: 2 }).toBuffer()
    case 'webp':
      return pipeline.webp({ quality: transform.quality }).toBuffer()
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: transform.quality, mozjpeg: true }).toBuffer()
    case 'png':
      return pipeline.png().toBuffer()
  }
}

/** `GET /images/{path}`: resized on the fly, cached on disk, immutable for browsers and CDNs. */
export function imageRoute(config: BackendConfig, db: Database): Route {
  // Named for the drawings' edition: a data directory made before a drawing changed draws it anew.
  const root = path.resolve(config.dataDir, 'images', `drawn-${DRAWINGS_EDITION}`)
  return {
    method: 'GET',
    pattern: '/images/*',
    faultTarget: 'images',
    handler: async (request, params) => {
      const imagePath = params['*'] ?? ''
      if (!/^[\w-]+(\/[\w.-]+)*\.(png|svg)$/.test(imagePath) || imagePath.includes('..')) return json({ error: 'Not found' }, { status: 404 })
      const url = new URL(request.url)
      let transform: Transform
      try {
        transform = parseTransform(url.searchParams, request.headers.get('accept'))
      } catch (error) {
        return json({ error: error instanceof Error ? error.message : 'Invalid transformation' }, { status: 400 })
      }
      const headers: Record<string, string> = { 'cache-control': 'public, max-age=31536000, immutable' }
      if ((url.searchParams.get('fm') ?? 'auto').toLowerCase() === 'auto') headers.vary = 'Accept'
      const key = createHash('sha1').update(JSON.stringify([imagePath, transform])).digest('hex')
      const cached = path.join(root, 'cache', key.slice(0, 2), `${key}.${transform.format}`)
      try {
        const body = await readFile(cached)
        return new Response(new Uint8Array(body), { headers: { ...headers, 'content-type': MIME[transform.format], 'x-image-cache': 'hit' } })
      } catch {
        // Not rendered yet.
      }
      const source = await sourceImage(db, root, imagePath)
      if (!source) return json({ error: 'Not found' }, { status: 404 })
      const body = await renderImage(source, transform)
      await writeAtomically(cached, body)
      return new Response(new Uint8Array(body), { headers: { ...headers, 'content-type': MIME[transform.format], 'x-image-cache': 'miss' } })
    },
  }
}
