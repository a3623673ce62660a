import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../app.config.ts'
import { editionRequestOf } from '../../../app/server/edition-request.ts'

const choicesOf = (path: string, search = '') => Object.fromEntries(editionRequestOf(appConfig(), { path, search }).languages.map((choice) => [choice.value, choice.href]))

describe('the language selector on a search page (SPEC §2, §3)', () => {
  it('keeps the phrase searched for in every edition’s search', () => {
    const choices = choicesOf('/recherche', 'searchPhrase=tensiom%C3%A8tre%20bras')
    expect(choices.de).toBe('/search-de?searchPhrase=tensiom%C3%A8tre%20bras')
    expect(choices.uk).toBe('/uk/search?searchPhrase=tensiom%C3%A8tre%20bras')
    expect(choices.fr).toBe('/recherche?searchPhrase=tensiom%C3%A8tre%20bras')
  })

  it('names only the search page when there is no phrase, and leaves other pages’ links as they are', () => {
    expect(choicesOf('/recherche').de).toBe('/search-de')
    expect(choicesOf('/fr/').de).toBe('/de/')
  })

  it('does not carry the phrase into the head’s alternate links, which name the page', () => {
    const { head } = editionRequestOf(appConfig(), { path: '/recherche', search: 'searchPhrase=bm' })
    expect(head.alternates.every((alternate) => !alternate.href.includes('searchPhrase'))).toBe(true)
  })
})
