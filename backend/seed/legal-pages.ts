import type { LanguageCode } from '../stores.ts'
import type { Edition } from '../content/editions.ts'

/** A page of plain text the footer links to: its address's last segment, its heading and its paragraphs. */
export interface PageText {
  slug: string
  title: string
  paragraphs: string[]
}

/** The terms and conditions and the imprint every edition's footer names, in each seeded language. */
export interface LegalTexts {
  terms: PageText
  imprint: PageText
}

const COMPANY = 'Vitacura Health GmbH, Gesundheitsallee 12, 89077 Ulm, Deutschland'
const REGISTER = 'HRB 123456, Amtsgericht Ulm · USt-IdNr. DE123456789'
const CONTACT = 'service@vitacura.example'

export const LEGAL_TEXTS: Record<LanguageCode, LegalTexts> = {
  de: {
    terms: {
      slug: 'agb',
      title: 'Allgemeine Geschäftsbedingungen',
      paragraphs: [
        'Diese Bedingungen gelten für alle Bestellungen in unserem Online-Shop. Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen.',
        'Sie können Ihre Bestellung innerhalb von 30 Tagen ohne Angabe von Gründen widerrufen. Es gilt die gesetzliche Gewährleistung.',
      ],
    },
    imprint: { slug: 'impressum', title: 'Impressum', paragraphs: [COMPANY, REGISTER, `Kontakt: ${CONTACT}`] },
  },
  en: {
    terms: {
      slug: 'terms-and-conditions',
      title: 'Terms and conditions',
      paragraphs: [
        'These terms apply to every order placed in our online shop. The contract is made when we confirm your order by e-mail.',
        'You may withdraw from your order within 30 days without giving a reason. The statutory warranty applies.',
      ],
    },
    imprint: { slug: 'imprint', title: 'Imprint', paragraphs: [COMPANY, REGISTER, `Contact: ${CONTACT}`] },
  },
  fr: {
    terms: {
      slug: 'cgv',
      title: 'Conditions générales de vente',
      paragraphs: [
        'Ces conditions s’appliquent à toute commande passée dans notre boutique en ligne. Le contrat est conclu lorsque nous confirmons votre commande par e-mail.',
        'Vous pouvez vous rétracter dans un délai de 30 jours sans avoir à vous justifier. La garantie légale s’applique.',
      ],
    },
    imprint: { slug: 'mentions-legales', title: 'Mentions légales', paragraphs: [COMPANY, REGISTER, `Contact : ${CONTACT}`] },
  },
  it: {
    terms: {
      slug: 'condizioni-di-vendita',
      title: 'Condizioni generali di vendita',
      paragraphs: [
        'Queste condizioni valgono per ogni ordine effettuato nel nostro negozio online. Il contratto è concluso quando confermiamo il suo ordine via e-mail.',
        'Può recedere dall’ordine entro 30 giorni senza indicarne il motivo. Si applica la garanzia legale.',
      ],
    },
    imprint: { slug: 'note-legali', title: 'Note legali', paragraphs: [COMPANY, REGISTER, `Contatto: ${CONTACT}`] },
  },
  nl: {
    terms: {
      slug: 'algemene-voorwaarden',
      title: 'Algemene voorwaarden',
      paragraphs: [
        'Deze voorwaarden gelden voor elke bestelling in onze webwinkel. De overeenkomst komt tot stand zodra wij uw bestelling per e-mail bevestigen.',
        'U kunt uw bestelling binnen 30 dagen zonder opgave van redenen herroepen. De wettelijke garantie is van toepassing.',
      ],
    },
    imprint: { slug: 'colofon', title: 'Colofon', paragraphs: [COMPANY, REGISTER, `Contact: ${CONTACT}`] },
  },
  pl: {
    terms: {
      slug: 'regulamin',
      title: 'Regulamin sklepu',
      paragraphs: [
        'Niniejszy regulamin dotyczy wszystkich zamówień złożonych w naszym sklepie internetowym. Umowa zostaje zawarta, gdy potwierdzimy zamówienie e-mailem.',
        'Możesz odstąpić od zamówienia w ciągu 30 dni bez podawania przyczyny. Obowiązuje rękojmia ustawowa.',
      ],
    },
    imprint: { slug: 'nota-prawna', title: 'Nota prawna', paragraphs: [COMPANY, REGISTER, `Kontakt: ${CONTACT}`] },
  },
  es: {
    terms: {
      slug: 'condiciones-generales',
      title: 'Condiciones generales',
      paragraphs: [
        'Estas condiciones se aplican a todos los pedidos realizados en nuestra tienda online. El contrato se celebra cuando confirmamos su pedido por correo electrónico.',
        'Puede desistir de su pedido en un plazo de 30 días sin indicar el motivo. Se aplica la garantía legal.',
      ],
    },
    imprint: { slug: 'aviso-legal', title: 'Aviso legal', paragraphs: [COMPANY, REGISTER, `Contacto: ${CONTACT}`] },
  },
  id: {
    terms: {
      slug: 'syarat-dan-ketentuan',
      title: 'Syarat dan ketentuan',
      paragraphs: [
        'Syarat ini berlaku untuk setiap pesanan di toko online kami. Perjanjian terjadi saat kami mengonfirmasi pesanan Anda melalui e-mail.',
        'Anda dapat membatalkan pesanan dalam 30 hari tanpa memberikan alasan. Garansi sesuai undang-undang berlaku.',
      ],
    },
    imprint: { slug: 'informasi-hukum', title: 'Informasi hukum', paragraphs: [COMPANY, REGISTER, `Kontak: ${CONTACT}`] },
  },
}

/** Where an edition's terms or imprint live. */
export const legalPageUrl = (edition: Edition, page: keyof LegalTexts): string => `/${edition.key}/${LEGAL_TEXTS[edition.language][page].slug}/`
