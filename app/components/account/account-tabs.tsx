import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

interface AccountTab<Name extends string> {
  name: Name
  label: string
  panel: ReactNode
}

interface AccountTabsProps<Name extends string> {
  /** The heading that names the tabs as a whole. */
  labelledBy: string
  tabs: ReadonlyArray<AccountTab<Name>>
  selected: Name
  onSelect: (name: Name) => void
}

/** Where the arrow, Home and End keys move from tab `index` of `count` (ARIA tabs pattern). */
function targetOf(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * Tabs after the ARIA tabs pattern: one tab in the tab order, arrow keys (and Home, End) move to and select
 * the others. Every panel stays rendered, only hidden, so what the shopper typed survives a change of tab.
 */
export function AccountTabs<Name extends string>({ labelledBy, tabs, selected, onSelect }: AccountTabsProps<Name>) {
  const id = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const tabId = (name: Name) => `${id}-${name}-tab`
  const panelId = (name: Name) => `${id}-${name}-panel`
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOf(event.key, index, tabs.length)
    const tab = target === null ? undefined : tabs[target]
    if (target === null || !tab) return
    event.preventDefault()
    onSelect(tab.name)
    buttons.current[target]?.focus()
  }
  return (
    <div className="account-tabs">
      <div role="tablist" aria-labelledby={labelledBy} className="account-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.name}
            ref={(button) => {
              buttons.current[index] = button
            }}
            type="button"
            role="tab"
            id={tabId(tab.name)}
            className="account-tabs__tab"
            aria-selected={tab.name === selected}
            aria-controls={panelId(tab.name)}
            tabIndex={tab.name === selected ? 0 : -1}
            onClick={() => onSelect(tab.name)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.name} role="tabpanel" id={panelId(tab.name)} aria-labelledby={tabId(tab.name)} className="account-tabs__panel" hidden={tab.name !== selected}>
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
