/** The root actor's persisted snapshot a server-rendered page carries in its JSON script (app/state/root-snapshot-text.tsx). */
export function rootSnapshotOf(html: string): { value: unknown; children: Record<string, { src?: string; snapshot?: { value?: unknown; context?: Record<string, unknown> } }> } {
  const scripts = [...html.matchAll(/<script id="root-snapshot" type="application\/json">(.*?)<\/script>/gs)]
  if (scripts.length !== 1) throw new Error(`expected one root snapshot script, found ${scripts.length}`)
  return JSON.parse(scripts[0]![1]!)
}
