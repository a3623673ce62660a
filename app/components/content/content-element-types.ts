/** A content element as the content platform delivers it (SPEC §3 "Content element"). */
export interface ContentElementData {
  component: string
  properties?: { content?: unknown }
}
