import { EDITIONS, type EditionKey } from '../content/editions.ts'
import { categoryUrl, COUNTRY_NAMES, perEdition, stableUuid, type PerEdition } from './editions.ts'
import { CATEGORY_IDS } from './languages/vocabulary.ts'

export interface MenuItem {
  uuid: string
  code: string
  text: PerEdition
  link: PerEdition
  children: MenuItem[]
  css: string
  flagIcon: string | null
  lastLevel: boolean
  deliveryItem: boolean
}

const same = (value: string): PerEdition => perEdition(() => value)

function item(code: string, text: PerEdition, link: PerEdition, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem {
  return { uuid: stableUuid(`menu:${code}`), code, text, link, children, css: `menu-${code}`, flagIcon: null, lastLevel: children.length === 0, deliveryItem: false, ...extra }
}

/** The main navigation of one edition. Texts and links are given for every edition, so the switcher can translate. */
export function buildMenu(editionKey: EditionKey): MenuItem[] {
  const categories = CATEGORY_IDS.map((id) =>
    item(`category-${id}`, perEdition((_, v) => v.categories[id].title), perEdition((edition, v) => categoryUrl(edition, v.categories[id].slug))),
  )
  const menu: MenuItem[] = [
    item('products', perEdition((_, v) => v.menu.products), perEdition((edition, v) => categoryUrl(edition, v.categories['blood-pressure'].slug)), categories),
    item('offers', perEdition((_, v) => v.menu.offers), perEdition((edition, v) => `/${edition.key}/${v.campaign.slug}/`)),
    item('magazine', perEdition((_, v) => v.webedition.title), perEdition((edition, v) => `/${edition.key}/w/${v.webedition.slug}/`)),
  ]
  if (editionKey === 'de') menu.push(item('blog', perEdition((_, v) => v.menu.blog), same('/de/blog/')))
  menu.push(
    item(
      'delivery-country',
      perEdition((_, v) => v.menu.deliveryCountry),
      perEdition((edition) => `/${edition.key}/`),
      EDITIONS.map((edition) =>
        item(`country-${edition.storeCode}`, same(COUNTRY_NAMES[edition.key]), same(`/${edition.key}/`), [], { flagIcon: edition.flagIcon, deliveryItem: true, code: edition.storeCode, uuid: stableUuid(`menu:country:${edition.key}`) }),
      ),
      { deliveryItem: true },
    ),
  )
  return menu
}
