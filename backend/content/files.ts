import { json, type Route } from '../http/router.ts'

/** A one-page PDF with a title line: the demo's instructions for use and data sheets. */
function minimalPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** `GET /files/{productId}/{instructions|datasheet}-{language}.pdf`: the product files linked from detail pages. */
export function fileRoute(): Route {
  return {
    method: 'GET',
    pattern: '/files/:productId/:name',
    handler: (_request, params) => {
      const match = /^(instructions|datasheet)-([a-z]{2})\.pdf$/.exec(params.name ?? '')
      if (!/^\d+$/.test(params.productId ?? '') || !match) return json({ error: 'Not found' }, { status: 404 })
      const title = `${match[1] === 'instructions' ? 'Instructions for use' : 'Data sheet'} - product ${params.productId} (${match[2]})`
      return new Response(new Uint8Array(minimalPdf(title)), { headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=86400' } })
    },
  }
}
