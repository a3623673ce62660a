declare module 'virtual:page-body-chunks' {
  /** View name (`product-group-view`) → URLs of its browser chunk and every chunk that chunk imports. */
  const chunksOfView: Readonly<Record<string, readonly string[]>>
  export default chunksOfView
}
