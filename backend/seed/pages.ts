import { EDITIONS, type Edition } from '../content/editions.ts'
import { BLOG_POSTS } from './blog.ts'
import { BUNDLES } from './bundles.ts'
import { LEGAL_TEXTS, legalPageUrl, type LegalTexts, type PageText } from './legal-pages.ts'
import { categoryUrl, element, manufacturerUrl } from './editions.ts'
import { VOCABULARIES } from './languages/index.ts'
import { CATEGORY_IDS } from './languages/vocabulary.ts'
import { MANUFACTURERS, type SeedProduct } from './products.ts'
import { SERVICE_TEXTS, servicePageUrl, type ServicePage } from './service-pages.ts'
import { slugify } from './random.ts'
import { withFreeShippingAmount } from './shipping.ts'

export interface SeedPage {
  url: string
  pageKey: string
  edition: string
  type: 'page' | 'bundle' | 'category' | 'manufacturer' | 'webedition' | 'post' | 'redirect'
  data: Record<string, unknown>
}

const metadata = (title: string, description: string) => ({ title, description })
const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${text}</p>`).join('')

/** Every stored content page of every edition. Product-group pages are not stored: they are built from the catalogue. */
export function buildPages(products: SeedProduct[]): SeedPage[] {
  const pages: SeedPage[] = []
  const bestsellers = [...products].sort((a, b) => b.details.popularity - a.details.popularity).slice(0, 8).map((p) => String(p.id))
  const newest = [...products].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo).slice(0, 8).map((p) => String(p.id))
  for (const edition of EDITIONS) {
    const v = VOCABULARIES[edition.language]
    const bp = v.categories['blood-pressure']

    pages.push({
      url: `/${edition.key}/`,
      pageKey: 'home',
      edition: edition.key,
      type: 'page',
      data: {
        id: `home-${edition.key}`,
        metadata: metadata(v.home.title, v.home.description),
        config: { top: { elements: [] } },
        contentElements: {
          top: [
            element('metadata', metadata(v.home.title, v.home.description)),
            element('hero', { heading: v.home.heroHeading, text: v.home.heroText, image: '/images/content/hero.png', link: { url: categoryUrl(edition, bp.slug), text: v.home.heroButton } }),
            element('category-teasers', {
              heading: v.home.categoriesHeading,
              items: CATEGORY_IDS.map((id) => ({ id, title: v.categories[id].title, url: categoryUrl(edition, v.categories[id].slug), image: `/images/categories/${id}.png` })),
            }),
            element('product-slider', { heading: v.home.bestsellersHeading, productIds: bestsellers }),
          ],
          bottom: [
            element('product-slider', { heading: v.home.newHeading, productIds: newest }),
            element('text', { html: `<p>${withFreeShippingAmount(v.home.serviceText, edition)}</p>` }),
            ...(edition.key === 'de' ? [element('neocom-advisor', { enabled: true })] : []),
          ],
        },
      },
    })

    for (const categoryId of CATEGORY_IDS) {
      const category = v.categories[categoryId]
      pages.push({
        url: categoryUrl(edition, category.slug),
        pageKey: `category:${categoryId}`,
        edition: edition.key,
        type: 'category',
        data: {
          id: `category-${categoryId}-${edition.key}`,
          category: { id: categoryId, title: category.title, image: `/images/categories/${categoryId}.png` },
          metadata: metadata(category.title, category.intro),
          config: { top: { elements: [] } },
          contentElements: {
            top: [element('hero', { heading: category.title, text: category.intro, image: `/images/categories/${categoryId}.png` })],
            bottom: [element('text', { html: `<p>${category.intro}</p>` })],
          },
        },
      })
      // The address before category pages moved under /c/ still works: a permanent redirect.
      pages.push({
        url: `/${edition.key}/${category.slug}/`,
        pageKey: `redirect:category:${categoryId}`,
        edition: edition.key,
        type: 'redirect',
        data: { id: `redirect-${categoryId}-${edition.key}`, target: categoryUrl(edition, category.slug), statusCode: 301 },
      })
    }

    for (const manufacturer of MANUFACTURERS) {
      const slug = slugify(manufacturer)
      const intro = v.manufacturerIntro.replace('{name}', manufacturer)
      pages.push({
        url: manufacturerUrl(edition, slug),
        pageKey: `manufacturer:${slug}`,
        edition: edition.key,
        type: 'manufacturer',
        data: {
          id: `manufacturer-${slug}-${edition.key}`,
          manufacturer: { id: slug, title: manufacturer, image: `/images/manufacturers/${slug}.png` },
          metadata: metadata(manufacturer, intro),
          config: { top: { elements: [] } },
          contentElements: { top: [element('hero', { heading: manufacturer, text: intro, image: `/images/manufacturers/${slug}.png` })], bottom: [] },
        },
      })
    }

    if (edition.key !== 'it') pages.push(privacyPage(edition))
    pages.push(legalPage(edition, 'terms'), legalPage(edition, 'imprint'))
    for (const page of Object.keys(SERVICE_TEXTS[edition.language]) as ServicePage[]) pages.push(servicePage(edition, page))

    pages.push({
      url: `/${edition.key}/w/${v.webedition.slug}/`,
      pageKey: 'webedition:magazine',
      edition: edition.key,
      type: 'webedition',
      data: {
        id: `webedition-magazine-${edition.key}`,
        metadata: metadata(v.webedition.title, v.webedition.text),
        config: { top: { elements: [] } },
        contentElements: {
          top: [element('hero', { heading: v.webedition.title, text: v.webedition.text, image: '/images/content/webedition.png' })],
          bottom: [element('product-slider', { heading: v.categories['air-climate'].title, productIds: ['1165', '1169', '1173', '1146'] })],
        },
      },
    })

    const slotTitles = { monitor: v.bundle.slotMonitor, cuff: v.bundle.slotCuff, extra: v.bundle.slotExtra }
    pages.push({
      url: `/${edition.key}/b/${v.bundle.slug}/`,
      pageKey: 'bundle:bp-starter',
      edition: edition.key,
      type: 'bundle',
      data: {
        id: `bundle-bp-starter-${edition.key}`,
        bundleId: 'bp-starter',
        metadata: metadata(v.bundle.title, v.bundle.text),
        config: { top: { elements: [] } },
        contentElements: { top: [element('hero', { heading: v.bundle.title, text: v.bundle.text, image: '/images/content/bundle.png' })], bottom: [] },
        bundles: Object.fromEntries(
          BUNDLES.map((bundle) => [
            bundle.id,
            {
              id: bundle.id,
              title: v.bundle.title,
              discountPercent: bundle.discountPercent,
              slots: bundle.slots.map((slot) => ({ id: slot.id, title: slotTitles[slot.id], required: slot.required, productIds: slot.productIds.map(String) })),
            },
          ]),
        ),
      },
    })

    pages.push(campaignPage(edition))
  }

  const de = EDITIONS.find((edition) => edition.key === 'de')!
  pages.push({
    url: '/de/blog/',
    pageKey: 'blog',
    edition: 'de',
    type: 'page',
    data: {
      id: 'blog-de',
      metadata: metadata('Blog', 'Gesundheitstipps und Neuigkeiten'),
      config: { top: { elements: [] } },
      contentElements: {
        top: [element('post-list', { heading: 'Blog', items: BLOG_POSTS.map((post) => ({ title: post.title, teaser: post.teaser, url: `/de/blog/${post.slug}/`, date: post.date, image: `/images/blog/${post.slug}.png` })) })],
        bottom: [],
      },
    },
  })
  for (const post of BLOG_POSTS) {
    pages.push({
      url: `/de/blog/${post.slug}/`,
      pageKey: `post:${post.slug}`,
      edition: de.key,
      type: 'post',
      data: {
        id: `post-${post.slug}`,
        post: { title: post.title, date: post.date, author: post.author, image: `/images/blog/${post.slug}.png` },
        metadata: metadata(post.title, post.teaser),
        config: { top: { elements: [] } },
        contentElements: {
          top: [element('text', { html: `<h1>${post.title}</h1>${paragraphs(post.paragraphs)}` })],
          bottom: [element('product-slider', { heading: 'Passende Produkte', productIds: post.productIds.map(String) })],
        },
      },
    })
  }
  return pages
}

function privacyPage(edition: Edition): SeedPage {
  const v = VOCABULARIES[edition.language]
  // The UK edition has its own address (SPEC §2); the global edition keeps the English default.
  const slug = edition.key === 'uk' ? 'data-protection' : v.privacy.slug
  return {
    url: `/${edition.key}/${slug}/`,
    pageKey: 'privacy',
    edition: edition.key,
    type: 'page',
    data: {
      id: `privacy-${edition.key}`,
      metadata: metadata(v.privacy.title, v.privacy.paragraphs[0] ?? ''),
      config: { top: { elements: [] } },
      contentElements: { top: [element('text', { html: `<h1>${v.privacy.title}</h1>${paragraphs(v.privacy.paragraphs)}` })], bottom: [] },
    },
  }
}

/** The edition's terms and conditions or its imprint, which its footer links to. */
const legalPage = (edition: Edition, page: keyof LegalTexts): SeedPage => textPage(edition, page, legalPageUrl(edition, page), LEGAL_TEXTS[edition.language][page])

/** The edition's contact, FAQ, shipping, returns, about or press page, which its footer links to. */
function servicePage(edition: Edition, page: ServicePage): SeedPage {
  const text = SERVICE_TEXTS[edition.language][page]
  const title = VOCABULARIES[edition.language].footer[page]
  return textPage(edition, page, servicePageUrl(edition, page), { ...text, title, paragraphs: text.paragraphs.map((paragraph) => withFreeShippingAmount(paragraph, edition)) })
}

function textPage(edition: Edition, pageKey: string, url: string, text: PageText): SeedPage {
  return {
    url,
    pageKey,
    edition: edition.key,
    type: 'page',
    data: {
      id: `${pageKey}-${edition.key}`,
      metadata: metadata(text.title, text.paragraphs[0] ?? ''),
      config: { top: { elements: [] } },
      contentElements: { top: [element('text', { html: `<h1>${text.title}</h1>${paragraphs(text.paragraphs)}` })], bottom: [] },
    },
  }
}

/** A landing page that replaces the header and footer by their minimized forms. */
function campaignPage(edition: Edition): SeedPage {
  const v = VOCABULARIES[edition.language]
  const url = `/${edition.key}/${v.campaign.slug}/`
  const pain = categoryUrl(edition, v.categories['pain-therapy'].slug)
  return {
    url,
    pageKey: 'campaign:winter',
    edition: edition.key,
    type: 'page',
    data: {
      id: `campaign-winter-${edition.key}`,
      metadata: metadata(v.campaign.title, v.campaign.text),
      config: {
        top: {
          elements: [
            element('header-minimized', {
              logo: { size: 'small', image: '/images/content/logo.svg' },
              menu: [
                { url: pain, text: v.categories['pain-therapy'].title },
                { url: `/${edition.key}/`, text: v.menu.allProducts },
              ],
              button: { visible: true, link: pain, text: v.campaign.button, colour: { background: '#c8102e', text: '#ffffff' } },
              background: { inverted: true },
            }),
            element('footer-minimized', {
              newsletter: { headline: v.footer.newsletterHeadline, text: v.footer.newsletterText, button: v.footer.newsletterButton },
              social: socialLinks(),
              columns: [{ headline: v.footer.contactHeadline, text: v.footer.contactContent }, { headline: v.footer.serviceColumn, text: withFreeShippingAmount(v.home.serviceText, edition) }],
              info: [{ text: v.footer.imprint, url: legalPageUrl(edition, 'imprint') }],
            }),
          ],
        },
      },
      contentElements: {
        top: [element('hero', { heading: v.campaign.title, text: v.campaign.text, image: '/images/content/campaign.png', link: { url: pain, text: v.campaign.button } })],
        bottom: [element('product-slider', { heading: v.categories['pain-therapy'].title, productIds: ['1146', '1147', '1150', '1151'] })],
      },
    },
  }
}

export function socialLinks(): Array<{ src: string; alt: string; link: string }> {
  return [
    { src: '/images/icons/social-instagram.png', alt: 'Instagram', link: 'https://www.instagram.com/' },
    { src: '/images/icons/social-facebook.png', alt: 'Facebook', link: 'https://www.facebook.com/' },
    { src: '/images/icons/social-youtube.png', alt: 'YouTube', link: 'https://www.youtube.com/' },
  ]
}
