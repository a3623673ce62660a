import { describe, expect, it } from 'vitest'
import { pageBytes } from '../../../app/server/page-edits.ts'

describe('the page’s bytes with its markup rewritten', () => {
  const html = '<p>Łóżko – 12,99 zł</p><script>u:17</script><p>€</p>'

  it('writes the text as UTF-8 with each edit made in its place, in any order they were found', () => {
    const at = html.indexOf('17')
    const bytes = pageBytes(html, [
      { from: at, to: at + 2, text: '20' },
      { from: 0, to: 3, text: '<p class="x">' },
    ])
    expect(bytes.toString('utf8')).toBe('<p class="x">Łóżko – 12,99 zł</p><script>u:20</script><p>€</p>')
    expect(bytes.length).toBe(Buffer.byteLength(bytes.toString('utf8')))
  })

  it('answers the page as it was rendered when nothing is to change', () => {
    expect(pageBytes(html, [])).toEqual(Buffer.from(html))
  })

  it('refuses edits that overlap, which no two rewrites of one page may make', () => {
    expect(() => pageBytes(html, [{ from: 0, to: 5, text: '' }, { from: 3, to: 8, text: '' }])).toThrow(/overlap/)
  })
})
