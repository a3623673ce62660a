import { useState, type FormEvent } from 'react'
import { DELIVERY_COUNTRIES, editionOfStore, storeOfCountry } from '../../markets/index.ts'
import type { LanguageChoice } from '../../server/edition-request.ts'
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts'

type TextKey = keyof TranslationFunctions

interface EditionSelectorProps {
  LL: TranslationFunctions
  languages: LanguageChoice[]
  /** The country whose store serves the current edition, preselected. */
  country: string
  /** The name key of that store: offered first where its country is none of the delivery countries (the global store, Indonesia). */
  storeNameKey: string
}

/**
 * Delivery country and language (SPEC §2): each choice leads to the equivalent page of the other edition
 * where one exists (self links), else to that edition's home; US English and Spanish link out.
 */
export function EditionSelector({ LL, languages, country, storeNameKey }: EditionSelectorProps) {
  const text = (key: string) => (key in LL ? LL[key as TextKey] as () => string : () => key)()
  // A select whose value is none of its options shows its first one: the global edition would read "Germany".
  const countries: ReadonlyArray<{ country: string; nameKey: string }> = DELIVERY_COUNTRIES.some((offered) => offered.country === country)
    ? DELIVERY_COUNTRIES
    : [{ country, nameKey: storeNameKey }, ...DELIVERY_COUNTRIES]
  const [chosen, setChosen] = useState<string>(country)
  const hrefOfCountry = (code: string) => languages.find((language) => language.value === editionOfStore(storeOfCountry(code)))?.href
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const href = hrefOfCountry(chosen)
    if (href) window.location.assign(href)
  }
  return (
    <section aria-labelledby="edition-selector-title" className="edition-selector">
      <div className="edition-selector__inner page-width">
        <h2 id="edition-selector-title" className="edition-selector__title">
          {LL.SELECTOR_TITLE()}
        </h2>
        <form className="edition-selector__country" onSubmit={apply}>
          <label htmlFor="delivery-country">{LL.SELECTOR_COUNTRY()}</label>
          <select id="delivery-country" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {countries.map(({ country: code, nameKey }) => (
              <option key={code} value={code}>
                {text(nameKey)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary">
            {LL.SELECTOR_APPLY()}
          </button>
        </form>
        <nav className="edition-selector__languages" aria-label={LL.SELECTOR_LANGUAGE()}>
          <ul>
            {languages.map((language) => (
              <li key={language.value}>
                <a
                  href={language.href}
                  hrefLang={language.hreflang}
                  aria-current={language.current ? 'page' : undefined}
                  {...(language.external ? { target: '_blank', rel: 'noopener noreferrer', title: LL.SELECTOR_EXTERNAL_HINT() } : {})}
                >
                  {text(language.labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  )
}
