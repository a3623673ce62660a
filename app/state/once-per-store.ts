import type { StoreCode } from '../../app.config.ts'

/** `provide` builds every machine anew: what a store's machines are provided with is built once per store and kept. */
export function oncePerStore<T>(build: (store: StoreCode) => T): (store: StoreCode) => T {
  const built = new Map<StoreCode, T>()
  return (store) => {
    let value = built.get(store)
    if (value === undefined) built.set(store, (value = build(store)))
    return value
  }
}
