/** A change to the rendered page: its text from `from` up to `to` replaced by `text`. */
export interface PageEdit {
  from: number
  to: number
  text: string
}

/**
 * The page's UTF-8 bytes with the edits made, written piece by piece from the rendered text. A page of more than
 * 64 Ki characters outside Latin-1 (a Polish page, or any with a dash or a euro sign) is a large object to V8,
 * and each string of the whole page that an edit would make (a replace, a join, a concatenation read again) gets
 * fresh pages from the system: on a cold page each cost about a tenth of the page's render. Edits found on the
 * rendered text and written straight into the bytes make no such string.
 */
export function pageBytes(html: string, edits: readonly PageEdit[]): Buffer<ArrayBuffer> {
  const ordered = [...edits].sort((a, b) => a.from - b.from)
  const pieces: string[] = []
  let copied = 0
  for (const edit of ordered) {
    if (edit.from < copied) throw new Error(`page edits overlap at ${edit.from}`)
    pieces.push(html.slice(copied, edit.from), edit.text)
    copied = edit.to
  }
  pieces.push(html.slice(copied))
  const bytes = Buffer.allocUnsafe(pieces.reduce((length, piece) => length + Buffer.byteLength(piece, 'utf8'), 0))
  let written = 0
  for (const piece of pieces) written += bytes.write(piece, written, 'utf8')
  return bytes
}
