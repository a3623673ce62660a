declare module 'virtual:page-body-chunks' {
  /** View name (`product-group-view`) → URLs of its browser chunk and every chunk that chunk imports. */
  const chunksOfView: Readonly<Record<string, readonly string[]>>
  export default chunksOfView
}

declare module 'virtual:dictionary-urls' {
  /** Locale → URL of its dictionary as a JSON file. */
  const dictionaryUrls: Readonly<Record<string, string>>
  export default dictionaryUrls
}
