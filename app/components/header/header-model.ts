import { bool, isRecord, optionalText, record, records, text, type Json } from '../../../domain/json-readers.ts'

/** A menu item (SPEC §3) with its text and link already chosen for the edition. */
export interface MenuItemModel {
  id: string
  text: string
  href: string
  children: MenuItemModel[]
  /** Delivery-country entries carry a flag and lead to another edition. */
  deliveryItem: boolean
  flagIcon: string | null
  code: string
}

export interface SubmenuModel {
  categories: Array<{ heading: { text: string; href: string }; columns: Array<{ text: string; href: string; newTab: boolean }> }>
  articles: Array<{ image: string; text: string; href: string; buttonText: string }>
}

export interface FlyoutBannerModel {
  categoryHref: string
  image: string
  altText: string
  caption: string
  linkText: string
  href: string
}

export interface HeaderContent {
  promotions: Array<{ text: string; href: string }>
  menu: MenuItemModel[]
  submenu: SubmenuModel | null
  flyoutBanners: FlyoutBannerModel[]
  logo: string | null
}

export interface MinimizedHeaderModel {
  logo: { size: string; image: string | null }
  menu: Array<{ text: string; href: string }>
  button: { text: string; href: string; background: string | null; color: string | null } | null
  inverted: boolean
}

export interface SnippetData {
  snippetId: string
  elements: ReadonlyArray<{ component: string; properties?: { content?: unknown } }>
}

/** A text or link given per edition (the menu carries every edition's words, for the language switch). */
function localized(value: unknown, edition: string): string {
  if (isRecord(value)) return text(value[edition])
  return text(value)
}

function menuItemOf(raw: Json, edition: string): MenuItemModel {
  return {
    id: text(raw.uuid) || text(raw.code),
    text: localized(raw.text, edition),
    href: localized(raw.link, edition),
    children: records(raw.children).map((child) => menuItemOf(child, edition)),
    deliveryItem: bool(raw.deliveryItem),
    flagIcon: optionalText(raw.flagIcon) ?? null,
    code: text(raw.code),
  }
}

export function menuOf(raw: unknown, edition: string): MenuItemModel[] {
  return records(raw).map((item) => menuItemOf(item, edition)).filter((item) => item.text !== '')
}

/** The menu's main categories (the products entry's children without the delivery-country item): a way on from an empty search. */
export const mainCategoriesOf = (raw: unknown, edition: string): MenuItemModel[] => menuOf(raw, edition).flatMap((item) => item.children.filter((child) => !child.deliveryItem))

export function elementsOf(snippets: readonly SnippetData[], snippetId: string): SnippetData['elements'] {
  return snippets.find((snippet) => snippet.snippetId === snippetId)?.elements ?? []
}

export function contentOf(elements: SnippetData['elements'], component: string): Json | null {
  const element = elements.find((candidate) => candidate.component === component)
  return element ? record(element.properties?.content) : null
}

function submenuOf(content: Json | null): SubmenuModel | null {
  if (!content) return null
  return {
    categories: records(content.categories).map((category) => {
      const heading = record(category.heading)
      return {
        heading: { text: text(heading.text), href: text(heading.url) },
        columns: records(category.columns).map((column) => ({ text: text(column.text), href: text(column.url), newTab: bool(column.targetBlank) })),
      }
    }),
    articles: records(content.articles).map((article) => ({ image: text(article.image), text: text(article.text), href: text(article.button_url), buttonText: text(article.button_text) })),
  }
}

/** The full header's content: header snippet (promotions, submenu), flyout banners, menu and the logo of the settings. */
export function headerContentOf(menu: unknown, snippets: readonly SnippetData[], edition: string): HeaderContent {
  const header = elementsOf(snippets, 'header-snippet')
  const promotions = contentOf(header, 'header-promotions')
  const settings = record(elementsOf(snippets, 'storefront-settings')[0]?.properties?.content)
  return {
    promotions: records(promotions?.items).map((item) => ({ text: text(item.text), href: text(item.link) })).filter((item) => item.text),
    menu: menuOf(menu, edition),
    submenu: submenuOf(contentOf(header, 'header-submenu')),
    flyoutBanners: elementsOf(snippets, 'flyout-snippet')
      .filter((element) => element.component === 'flyout-banner')
      .map((element) => {
        const banner = record(element.properties?.content)
        return { categoryHref: text(banner.linkURL), image: text(banner.image), altText: text(banner.altText), caption: text(banner.caption), linkText: text(banner.linkText), href: text(banner.linkURL) }
      }),
    logo: optionalText(settings.logo) ?? null,
  }
}

/** The page's minimized header, when its top config defines one (SPEC §2). */
export function minimizedHeaderOf(topElements: ReadonlyArray<{ component: string; properties?: { content?: unknown } }>): MinimizedHeaderModel | null {
  const content = contentOf(topElements, 'header-minimized')
  if (!content) return null
  const logo = record(content.logo)
  const button = record(content.button)
  const colour = record(button.colour)
  return {
    logo: { size: text(logo.size, 'regular'), image: optionalText(logo.image) ?? null },
    menu: records(content.menu).map((item) => ({ text: text(item.text), href: text(item.url) })).filter((item) => item.text),
    button: bool(button.visible) && text(button.text) ? { text: text(button.text), href: text(button.link), background: optionalText(colour.background) ?? null, color: optionalText(colour.text) ?? null } : null,
    inverted: bool(record(content.background).inverted),
  }
}
