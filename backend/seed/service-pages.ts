import type { LanguageCode } from '../stores.ts'
import type { Edition } from '../content/editions.ts'
import type { PageText } from './legal-pages.ts'

/** The service and company pages every edition's footer links to. */
export type ServicePage = 'contact' | 'faq' | 'shipping' | 'returns' | 'about' | 'press'

const MAIL = 'service@vitacura.example'
const PRESS_MAIL = 'press@vitacura.example'

// Each page's heading is the footer's name for it; `{amount}` is the edition's free-shipping threshold, written as
// its shoppers write money.
export const SERVICE_TEXTS: Record<LanguageCode, Record<ServicePage, Omit<PageText, 'title'>>> = {
  de: {
    contact: { slug: 'kontakt', paragraphs: [`Unser Kundenservice hilft Ihnen montags bis freitags von 8 bis 18 Uhr: per E-Mail an ${MAIL}.`, 'Halten Sie bei Fragen zu einer Bestellung bitte Ihre Bestellnummer bereit.'] },
    faq: { slug: 'haeufige-fragen', paragraphs: ['Wie lange dauert die Lieferung? In der Regel zwei bis drei Werktage.', 'Welche Garantie haben die Geräte? Drei Jahre auf alle Geräte unserer Marke.'] },
    shipping: { slug: 'versand', paragraphs: ['Wir versenden mit DHL und UPS, in der Regel innerhalb von zwei bis drei Werktagen.', 'Ab {amount} Bestellwert ist der Versand kostenlos.'] },
    returns: { slug: 'ruecksendung', paragraphs: ['Sie können jede Bestellung innerhalb von 30 Tagen zurücksenden.', `Schreiben Sie uns an ${MAIL}: Sie erhalten ein kostenloses Rücksendeetikett.`] },
    about: { slug: 'ueber-uns', paragraphs: ['Vitacura entwickelt seit über 30 Jahren Geräte für Gesundheit und Wohlbefinden zu Hause.', 'Unsere Geräte werden in Ulm entwickelt und klinisch geprüft.'] },
    press: { slug: 'presse', paragraphs: [`Presseanfragen beantworten wir gern unter ${PRESS_MAIL}.`, 'Produktbilder und Pressemitteilungen senden wir Ihnen auf Anfrage.'] },
  },
  en: {
    contact: { slug: 'contact', paragraphs: [`Our customer service is there for you Monday to Friday, 8 am to 6 pm: write to ${MAIL}.`, 'If you have a question about an order, please have your order number ready.'] },
    faq: { slug: 'faq', paragraphs: ['How long does delivery take? Usually two to three working days.', 'What warranty do the devices have? Three years on all our own-brand devices.'] },
    shipping: { slug: 'shipping', paragraphs: ['We ship with DHL and UPS, usually within two to three working days.', 'Shipping is free on orders of {amount} or more.'] },
    returns: { slug: 'returns', paragraphs: ['You can return any order within 30 days.', `Write to us at ${MAIL} and you will receive a free return label.`] },
    about: { slug: 'about-us', paragraphs: ['For more than 30 years Vitacura has been making devices for health and well-being at home.', 'Our devices are developed in Ulm and clinically tested.'] },
    press: { slug: 'press', paragraphs: [`We are happy to answer press enquiries at ${PRESS_MAIL}.`, 'Product images and press releases are available on request.'] },
  },
  fr: {
    contact: { slug: 'contact', paragraphs: [`Notre service client vous répond du lundi au vendredi, de 8 h à 18 h : écrivez à ${MAIL}.`, 'Pour une question sur une commande, munissez-vous de votre numéro de commande.'] },
    faq: { slug: 'questions-frequentes', paragraphs: ['Quel est le délai de livraison ? En général deux à trois jours ouvrés.', 'Quelle est la garantie des appareils ? Trois ans sur tous les appareils de notre marque.'] },
    shipping: { slug: 'livraison', paragraphs: ['Nous expédions avec DHL et UPS, en général sous deux à trois jours ouvrés.', 'La livraison est offerte dès {amount} d’achat.'] },
    returns: { slug: 'retours', paragraphs: ['Vous pouvez retourner toute commande sous 30 jours.', `Écrivez-nous à ${MAIL} : vous recevrez une étiquette de retour gratuite.`] },
    about: { slug: 'a-propos', paragraphs: ['Depuis plus de 30 ans, Vitacura conçoit des appareils pour la santé et le bien-être à la maison.', 'Nos appareils sont développés à Ulm et testés cliniquement.'] },
    press: { slug: 'presse', paragraphs: [`Nous répondons volontiers aux demandes de la presse à l’adresse ${PRESS_MAIL}.`, 'Images des produits et communiqués de presse sur demande.'] },
  },
  it: {
    contact: { slug: 'contatti', paragraphs: [`Il nostro servizio clienti risponde dal lunedì al venerdì, dalle 8 alle 18: scriva a ${MAIL}.`, 'Per una domanda su un ordine, tenga a portata di mano il numero d’ordine.'] },
    faq: { slug: 'domande-frequenti', paragraphs: ['Quali sono i tempi di consegna? Di solito da due a tre giorni lavorativi.', 'Che garanzia hanno i dispositivi? Tre anni su tutti i dispositivi del nostro marchio.'] },
    shipping: { slug: 'spedizione', paragraphs: ['Spediamo con DHL e UPS, di solito entro due o tre giorni lavorativi.', 'La spedizione è gratuita per ordini a partire da {amount}.'] },
    returns: { slug: 'resi', paragraphs: ['Può restituire qualsiasi ordine entro 30 giorni.', `Ci scriva a ${MAIL}: riceverà un’etichetta di reso gratuita.`] },
    about: { slug: 'chi-siamo', paragraphs: ['Da oltre 30 anni Vitacura realizza dispositivi per la salute e il benessere a casa.', 'I nostri dispositivi sono sviluppati a Ulma e testati clinicamente.'] },
    press: { slug: 'stampa', paragraphs: [`Rispondiamo volentieri alle richieste della stampa all’indirizzo ${PRESS_MAIL}.`, 'Immagini dei prodotti e comunicati stampa su richiesta.'] },
  },
  nl: {
    contact: { slug: 'contact', paragraphs: [`Onze klantenservice helpt u van maandag tot en met vrijdag van 8 tot 18 uur: mail naar ${MAIL}.`, 'Houd bij een vraag over een bestelling uw bestelnummer bij de hand.'] },
    faq: { slug: 'veelgestelde-vragen', paragraphs: ['Hoe lang duurt de levering? Meestal twee tot drie werkdagen.', 'Welke garantie hebben de apparaten? Drie jaar op alle apparaten van ons merk.'] },
    shipping: { slug: 'verzending', paragraphs: ['Wij verzenden met DHL en UPS, meestal binnen twee tot drie werkdagen.', 'Vanaf {amount} is de verzending gratis.'] },
    returns: { slug: 'retourneren', paragraphs: ['U kunt elke bestelling binnen 30 dagen terugsturen.', `Mail ons via ${MAIL}: u ontvangt een gratis retourlabel.`] },
    about: { slug: 'over-ons', paragraphs: ['Al meer dan 30 jaar maakt Vitacura apparaten voor gezondheid en welzijn thuis.', 'Onze apparaten worden in Ulm ontwikkeld en klinisch getest.'] },
    press: { slug: 'pers', paragraphs: [`Persvragen beantwoorden wij graag via ${PRESS_MAIL}.`, 'Productfoto’s en persberichten sturen wij u op verzoek.'] },
  },
  pl: {
    contact: { slug: 'kontakt', paragraphs: [`Nasze biuro obsługi klienta pomaga od poniedziałku do piątku w godzinach 8–18: napisz na ${MAIL}.`, 'W sprawie zamówienia przygotuj, proszę, jego numer.'] },
    faq: { slug: 'najczestsze-pytania', paragraphs: ['Jak długo trwa dostawa? Zwykle od dwóch do trzech dni roboczych.', 'Jaką gwarancję mają urządzenia? Trzy lata na wszystkie urządzenia naszej marki.'] },
    shipping: { slug: 'dostawa', paragraphs: ['Wysyłamy przez DHL i UPS, zwykle w ciągu dwóch do trzech dni roboczych.', 'Dostawa jest bezpłatna przy zamówieniach od {amount}.'] },
    returns: { slug: 'zwroty', paragraphs: ['Każde zamówienie możesz zwrócić w ciągu 30 dni.', `Napisz do nas na ${MAIL}: otrzymasz bezpłatną etykietę zwrotną.`] },
    about: { slug: 'o-nas', paragraphs: ['Od ponad 30 lat Vitacura tworzy urządzenia do dbania o zdrowie i dobre samopoczucie w domu.', 'Nasze urządzenia powstają w Ulm i są badane klinicznie.'] },
    press: { slug: 'prasa', paragraphs: [`Na pytania prasy chętnie odpowiadamy pod adresem ${PRESS_MAIL}.`, 'Zdjęcia produktów i informacje prasowe wysyłamy na życzenie.'] },
  },
  es: {
    contact: { slug: 'contacto', paragraphs: [`Nuestro servicio de atención al cliente le atiende de lunes a viernes, de 8 a 18 h: escriba a ${MAIL}.`, 'Para una consulta sobre un pedido, tenga a mano su número de pedido.'] },
    faq: { slug: 'preguntas-frecuentes', paragraphs: ['¿Cuánto tarda la entrega? Normalmente de dos a tres días laborables.', '¿Qué garantía tienen los aparatos? Tres años en todos los aparatos de nuestra marca.'] },
    shipping: { slug: 'envio', paragraphs: ['Enviamos con DHL y UPS, normalmente en dos o tres días laborables.', 'El envío es gratuito a partir de {amount}.'] },
    returns: { slug: 'devoluciones', paragraphs: ['Puede devolver cualquier pedido en un plazo de 30 días.', `Escríbanos a ${MAIL} y recibirá una etiqueta de devolución gratuita.`] },
    about: { slug: 'quienes-somos', paragraphs: ['Desde hace más de 30 años, Vitacura fabrica aparatos para la salud y el bienestar en casa.', 'Nuestros aparatos se desarrollan en Ulm y se prueban clínicamente.'] },
    press: { slug: 'prensa', paragraphs: [`Atendemos con gusto las consultas de prensa en ${PRESS_MAIL}.`, 'Imágenes de productos y notas de prensa a petición.'] },
  },
  id: {
    contact: { slug: 'kontak', paragraphs: [`Layanan pelanggan kami siap membantu Senin sampai Jumat, pukul 08.00–18.00: kirim e-mail ke ${MAIL}.`, 'Untuk pertanyaan tentang pesanan, siapkan nomor pesanan Anda.'] },
    faq: { slug: 'pertanyaan-umum', paragraphs: ['Berapa lama pengiriman? Biasanya dua sampai tiga hari kerja.', 'Berapa lama garansi perangkatnya? Tiga tahun untuk semua perangkat merek kami.'] },
    shipping: { slug: 'pengiriman', paragraphs: ['Kami mengirim dengan DHL dan UPS, biasanya dalam dua sampai tiga hari kerja.', 'Gratis ongkos kirim untuk pesanan mulai {amount}.'] },
    returns: { slug: 'pengembalian', paragraphs: ['Anda dapat mengembalikan pesanan apa pun dalam 30 hari.', `Kirim e-mail ke ${MAIL} dan Anda akan menerima label pengembalian gratis.`] },
    about: { slug: 'tentang-kami', paragraphs: ['Selama lebih dari 30 tahun Vitacura membuat perangkat untuk kesehatan dan kebugaran di rumah.', 'Perangkat kami dikembangkan di Ulm dan diuji secara klinis.'] },
    press: { slug: 'pers', paragraphs: [`Kami dengan senang hati menjawab pertanyaan media di ${PRESS_MAIL}.`, 'Foto produk dan siaran pers tersedia atas permintaan.'] },
  },
}

/** Where an edition's service or company page lives. */
export const servicePageUrl = (edition: Edition, page: ServicePage): string => `/${edition.key}/${SERVICE_TEXTS[edition.language][page].slug}/`
