import { describe, expect, it } from 'vitest'
import { matchesDatedToWindow } from '../../../app/server/matches-dated-to-window.ts'
import { pageBytes } from '../../../app/server/page-edits.ts'

describe('the page’s matches dated to the fresh window', () => {
  it('dates every dehydrated match to the window and leaves the rest of the page alone', () => {
    const html =
      '<p>u:17</p><script>matches:$R[10]=[$R[11]={i:"__root__#",u:1795600983338,s:"success",l:{u:5}},$R[20]={i:"/$/$$/de/p/1099/\\"x\\"",u:1795600983412,s:"success"}]</script>'
    expect(pageBytes(html, matchesDatedToWindow(html, 1795600980000)).toString()).toBe(
      '<p>u:17</p><script>matches:$R[10]=[$R[11]={i:"__root__#",u:1795600980000,s:"success",l:{u:5}},$R[20]={i:"/$/$$/de/p/1099/\\"x\\"",u:1795600980000,s:"success"}]</script>',
    )
  })
})
