import { useSelector } from '@xstate/react'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { PromiseActorLogic } from 'xstate'
import { useI18nContext } from '../../../i18n/i18n-react.tsx'
import type { SuggestInput } from '../../../machines/search.machine.ts'
import type { SearchItem } from '../../../domain/types.ts'
import { SEARCH_PHRASE_MAX_LENGTH } from '../../../domain/constants.ts'
import { searchPhraseOf } from '../../../domain/validation.ts'
import { useActorOnApproach } from '../../state/actor-on-approach.ts'
import type { HeaderRef } from '../../state/interface-actors.ts'
import { useShop } from '../content/shop-context.tsx'
import { useChangesBeforeHydration } from '../forms/use-changes-before-hydration.ts'
import { autosuggestViewOf, sameAutosuggestView, typedView } from './autosuggest-selectors.ts'
import { nextActiveIndex } from './autosuggest-keys.ts'

/** The actor that fetches suggestions for a term, provided by the app (a call to the server). */
export type SuggestLogic = PromiseActorLogic<SearchItem[], SuggestInput>

interface SearchBoxProps {
  suggest?: SuggestLogic
  /** The header actor: in the mobile layout it decides when suggestions show (focus of the mobile search). */
  header?: HeaderRef
  /** The term of the current search page, shown in the field. */
  initialTerm?: string
}

/**
 * The header search with autosuggest, as an ARIA 1.2 combobox: the list opens while typing, arrows move the
 * highlighted option, Enter opens it (or searches), Escape closes the list and then clears the field. Term,
 * debounce, suggestions and the required rule are the search actor's (SPEC §9: 500 ms, 4 results).
 */
export function SearchBox({ suggest, initialTerm = '', header }: SearchBoxProps) {
  const { LL } = useI18nContext()
  const shop = useShop()
  const id = useId()
  const listId = `${id}-list`
  const searchHref = (term: string) => `${shop.entry.searchRoute}?${new URLSearchParams({ searchPhrase: term }).toString()}`
  // Whether the shopper has the list in front of them (focus, not dismissed) and which option is highlighted.
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const go = (href: string) => {
    setOpen(false)
    setActive(-1)
    if (shop.navigate) shop.navigate(href)
    else window.location.assign(href)
  }
  // The search actor comes when the shopper heads for the field (its machine is not part of the first load); until
  // then the field holds what is typed, and the actor starts from it.
  const [typed, setTyped] = useState(initialTerm)
  // A phrase typed before the page could listen is the box's phrase.
  const field = useChangesBeforeHydration<HTMLInputElement>(([input]) => setTyped(input?.value ?? ''))
  const search = useActorOnApproach(
    async () => (await import('./search-logic.ts')).searchLogicOf(suggest),
    { language: shop.entry.value, term: typed },
    (event) => go(searchHref(event.term)),
  )
  const view = useSelector(search.actor, (snapshot) => (snapshot ? autosuggestViewOf(snapshot) : typedView(typed)), sameAutosuggestView)
  const options = view.suggestions
  // SPEC §4 header: on mobile, the suggestions show while the mobile search has the focus.
  const mobileHidesSuggestions = useSelector(header, (snapshot) => (snapshot ? snapshot.matches({ layout: 'mobile' }) && !snapshot.hasTag('suggestions-visible') : false))
  const expanded = open && view.listed && !mobileHidesSuggestions
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = expanded && active >= 0 ? options[active] : undefined
    if (chosen) return go(chosen.url)
    // The phrase is the field's: what was typed before the page could listen counts too.
    const phrase = String(new FormData(event.currentTarget).get('searchPhrase') ?? '')
    // Before the search machine is there, a phrase it would open opens its page at once rather than wait for it.
    const searched = search.actor ? null : searchPhraseOf(phrase)
    if (searched !== null) return go(searchHref(searched))
    if (phrase !== view.term) search.send({ type: 'search.typed', term: phrase })
    search.send({ type: 'search.submitted' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) setOpen(false)
      else {
        setTyped('')
        search.send({ type: 'search.cleared' })
      }
      setActive(-1)
      return
    }
    const next = nextActiveIndex(event.key, active, options.length)
    if (next !== null) {
      event.preventDefault()
      setOpen(true)
      setActive(next)
    }
  }
  return (
    <form className="search-box" role="search" action={shop.entry.searchRoute} method="get" onSubmit={submit} onPointerEnter={search.load}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {LL.SEARCH_LABEL()}
      </label>
      <input
        ref={field}
        id={`${id}-input`}
        name="searchPhrase"
        type="text"
        maxLength={SEARCH_PHRASE_MAX_LENGTH}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={view.missing || undefined}
        aria-describedby={view.missing ? `${id}-error` : undefined}
        placeholder={LL.SEARCH_PLACEHOLDER()}
        value={view.term}
        onChange={(event) => {
          setOpen(true)
          setActive(-1)
          setTyped(event.target.value)
          search.send({ type: 'search.typed', term: event.target.value })
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          header?.send({ type: 'mobile-search.blurred' })
        }}
        onFocus={() => {
          search.load()
          setOpen(true)
          header?.send({ type: 'mobile-search.focused' })
        }}
      />
      <button type="submit" className="search-box__submit">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{LL.SEARCH_SUBMIT()}</span>
      </button>
      {view.missing && (
        <p id={`${id}-error`} className="search-box__error" role="alert">
          {LL.SEARCH_REQUIRED()}
        </p>
      )}
      <ul id={listId} role="listbox" aria-label={LL.AUTOSUGGEST_LABEL()} className="autosuggest" hidden={!expanded}>
        {options.map((option, index) => (
          // The keyboard reaches the options through the combobox field (aria-activedescendant), not here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${option.group}-${option.id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'autosuggest__option autosuggest__option--active' : 'autosuggest__option'}
            // Keep focus in the field: a pointer press would blur it and close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.url)}
          >
            <span className="autosuggest__title">{option.title}</span>
            <span className="autosuggest__group">{groupLabel(option.group, LL)}</span>
          </li>
        ))}
        {expanded && options.length === 0 && !view.busy && (
          <li role="option" aria-selected="false" aria-disabled="true" className="autosuggest__empty">
            {LL.AUTOSUGGEST_NO_RESULTS()}
          </li>
        )}
      </ul>
    </form>
  )
}

type Labels = ReturnType<typeof useI18nContext>['LL']

function groupLabel(group: string, LL: Labels): string {
  if (group === 'product') return LL.AUTOSUGGEST_PRODUCTS()
  if (group === 'category') return LL.AUTOSUGGEST_CATEGORIES()
  if (group === 'manufacturer') return LL.SEARCH_GROUP_MANUFACTURERS()
  return LL.SEARCH_GROUP_OTHERS()
}
