import { describe, expect, it } from 'vitest'
import { bubbleDigits, bubbleText } from '../../../../app/components/header/favourites-bubble.tsx'
import { headerContentOf, menuOf, minimizedHeaderOf } from '../../../../app/components/header/header-model.ts'
import { itemsAtLevel, swipeDirection } from '../../../../app/components/header/mobile-levels.ts'
import { nextActiveIndex } from '../../../../app/components/search/autosuggest-keys.ts'
import { goBackTarget } from '../../../../app/components/error-page/go-back.ts'

const menu = [
  {
    uuid: 'products',
    code: 'products',
    text: { de: 'Produkte', global: 'Products' },
    link: { de: '/de/c/blutdruck/', global: '/global/c/blood-pressure/' },
    children: [{ uuid: 'bp', code: 'bp', text: { de: 'Blutdruck', global: 'Blood pressure' }, link: { de: '/de/c/blutdruck/', global: '/global/c/blood-pressure/' }, children: [] }],
  },
  { uuid: 'offers', text: 'Offers', link: '/global/offers/', children: [] },
]

describe('menu items', () => {
  it('take the edition’s text and link from menu data that carries every edition', () => {
    const items = menuOf(menu, 'de')
    expect(items[0]).toMatchObject({ id: 'products', text: 'Produkte', href: '/de/c/blutdruck/' })
    expect(items[0]?.children[0]).toMatchObject({ text: 'Blutdruck' })
    expect(menuOf(menu, 'global')[1]).toMatchObject({ text: 'Offers', href: '/global/offers/' })
  })

  it('drop malformed entries instead of breaking the header', () => {
    expect(menuOf([null, 'x', { uuid: 'a' }], 'de')).toEqual([])
    expect(menuOf(undefined, 'de')).toEqual([])
  })
})

describe('header snippets', () => {
  it('give promotions, the submenu, flyout banners and the logo', () => {
    const snippets = [
      {
        snippetId: 'header-snippet',
        elements: [
          { component: 'header-promotions', properties: { content: { items: [{ text: 'Free shipping', link: '/global/' }] } } },
          { component: 'header-submenu', properties: { content: { categories: [{ heading: { text: 'All', url: '/global/' }, columns: [] }], articles: [{ image: '/images/a.png', text: 'Read', button_url: '/global/blog/', button_text: 'More' }] } } },
        ],
      },
      { snippetId: 'flyout-snippet', elements: [{ component: 'flyout-banner', properties: { content: { image: '/images/b.png', altText: 'Alt', caption: 'C', linkText: 'Go', linkURL: '/global/c/blood-pressure/' } } }] },
      { snippetId: 'storefront-settings', elements: [{ component: 'storefront-settings', properties: { content: { logo: '/images/logo.svg' } } }] },
    ]
    const content = headerContentOf(menu, snippets, 'global')
    expect(content.promotions).toEqual([{ text: 'Free shipping', href: '/global/' }])
    expect(content.submenu?.articles[0]).toEqual({ image: '/images/a.png', text: 'Read', href: '/global/blog/', buttonText: 'More' })
    expect(content.flyoutBanners[0]?.href).toBe('/global/c/blood-pressure/')
    expect(content.logo).toBe('/images/logo.svg')
  })

  it('replace the header by the minimized one only when the page defines it', () => {
    expect(minimizedHeaderOf([])).toBeNull()
    const minimized = minimizedHeaderOf([
      { component: 'header-minimized', properties: { content: { logo: { size: 'small' }, menu: [{ url: '/x/', text: 'X' }], button: { visible: true, link: '/y/', text: 'Buy' }, background: { inverted: true } } } },
    ])
    expect(minimized).toMatchObject({ logo: { size: 'small', image: null }, menu: [{ text: 'X', href: '/x/' }], button: { text: 'Buy', href: '/y/' }, inverted: true })
  })
})

describe('the mobile menu', () => {
  it('moves into the subcategories of an item and back', () => {
    const items = menuOf(menu, 'global')
    expect(itemsAtLevel(items, []).items).toHaveLength(2)
    const level = itemsAtLevel(items, ['products'])
    expect(level.parent?.text).toBe('Products')
    expect(level.items.map((item) => item.text)).toEqual(['Blood pressure'])
  })

  it('goes back a level on a swipe to the right, not on a vertical scroll', () => {
    expect(swipeDirection(10, 120, 300, 310)).toBe('back')
    expect(swipeDirection(10, 40, 300, 300)).toBe('none')
    expect(swipeDirection(10, 90, 100, 400)).toBe('none')
  })
})

describe('the favourites bubble', () => {
  it('has layouts for 2 and 3 digits (SPEC §9)', () => {
    expect([bubbleDigits(7), bubbleDigits(42), bubbleDigits(512)]).toEqual([1, 2, 3])
    expect(bubbleText(1200)).toBe('999+')
  })
})

describe('the autosuggest combobox', () => {
  it('moves the highlighted option with the arrow keys and wraps around', () => {
    expect(nextActiveIndex('ArrowDown', -1, 4)).toBe(0)
    expect(nextActiveIndex('ArrowDown', 3, 4)).toBe(0)
    expect(nextActiveIndex('ArrowUp', 0, 4)).toBe(3)
    expect(nextActiveIndex('ArrowUp', -1, 4)).toBe(3)
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeNull()
    expect(nextActiveIndex('a', 1, 4)).toBeNull()
  })
})

describe('the error page’s go-back button', () => {
  it('returns to the previous page only when it is on the shop, else goes home', () => {
    expect(goBackTarget('https://shop.example/de/c/x/', 'https://shop.example', 3)).toBe('history')
    expect(goBackTarget('https://elsewhere.example/', 'https://shop.example', 3)).toBe('home')
    expect(goBackTarget('', 'https://shop.example', 3)).toBe('home')
    expect(goBackTarget('https://shop.example/', 'https://shop.example', 1)).toBe('home')
  })

  it('trusts the browser’s list of the shop’s own pages where it has one, which knows the previous page when no referrer does', () => {
    expect(goBackTarget('', 'https://shop.example', 3, true)).toBe('history')
    expect(goBackTarget('https://shop.example/de/c/x/', 'https://shop.example', 3, false)).toBe('home')
  })
})
