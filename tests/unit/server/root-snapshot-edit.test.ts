import { describe, expect, it } from 'vitest'
import { pageBytes } from '../../../app/server/page-edits.ts'
import { rootSnapshotEdits } from '../../../app/server/root-snapshot-edit.ts'
import { RootSnapshotText } from '../../../app/state/root-snapshot-text.tsx'

describe('the root’s snapshot written into the page', () => {
  const html = '<html><body><script id="root-snapshot" type="application/json"></script><main>Łódź</main></body></html>'

  it('writes the settled root’s snapshot into its empty script, with no text able to close the script', () => {
    const snapshot = new RootSnapshotText(JSON.stringify({ value: 'ready', title: '</script><script>alert(1)</script>' }))
    const page = pageBytes(html, rootSnapshotEdits(html, [{ loaderData: { snapshot } }, { loaderData: {} }])).toString()
    const text = /<script id="root-snapshot" type="application\/json">(.*?)<\/script>/.exec(page)?.[1]
    expect(JSON.parse(text ?? '')).toEqual({ value: 'ready', title: '</script><script>alert(1)</script>' })
    expect(page).toContain('<main>Łódź</main>')
  })

  it('leaves a page without the root’s snapshot, such as the error page of a root that did not settle, as it is', () => {
    expect(rootSnapshotEdits(html, [{ loaderData: undefined }])).toEqual([])
    expect(rootSnapshotEdits('<html><body>error</body></html>', [{ loaderData: { snapshot: new RootSnapshotText('{}') } }])).toEqual([])
  })
})
