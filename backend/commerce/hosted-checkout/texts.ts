import type { LanguageCode } from '../../stores.ts'

/** The hosted checkout page's texts per language; languages without their own texts use English. */
export interface CheckoutTexts {
  title: string
  /** What a bundle's saving takes off a line. */
  bundleSaving: string
  simulatedPayment: string
  summary: string
  article: string
  quantity: string
  price: string
  subtotal: string
  shipping: string
  free: string
  total: string
  contact: string
  shippingAddress: string
  email: string
  firstName: string
  lastName: string
  company: string
  address1: string
  address2: string
  city: string
  zip: string
  province: string
  country: string
  phone: string
  optional: string
  placeOrder: string
  fixErrors: string
  required: string
  invalidEmail: string
  empty: string
  notAvailable: string
  notFound: string
  thanks: string
  orderNumber: string
  confirmationSent: string
  backToShop: string
  unavailable: string
}

const en: CheckoutTexts = {
  title: 'Checkout', simulatedPayment: 'Payment is simulated in this demo shop: placing the order charges nothing.', summary: 'Order summary',
  article: 'Article', quantity: 'Quantity', price: 'Price', subtotal: 'Subtotal', shipping: 'Shipping', free: 'Free', total: 'Total', bundleSaving: 'Bundle saving',
  contact: 'Contact', shippingAddress: 'Shipping address', email: 'E-mail', firstName: 'First name', lastName: 'Last name', company: 'Company',
  address1: 'Street and house number', address2: 'Apartment, suite, etc.', city: 'City', zip: 'Postal code', province: 'Region', country: 'Country',
  phone: 'Phone', optional: 'optional', placeOrder: 'Place order', fixErrors: 'Please check your input:', required: 'Please complete this field',
  invalidEmail: 'Please enter a valid e-mail address', empty: 'Your cart is empty.', notAvailable: 'Some items are no longer available in this quantity.',
  notFound: 'This checkout does not exist.', thanks: 'Thank you for your order!', orderNumber: 'Order number', confirmationSent: 'A confirmation goes to',
  backToShop: 'Back to the shop',
  unavailable: 'The checkout cannot be shown right now. Your cart is kept: please try again in a moment.',
}

const de: CheckoutTexts = {
  title: 'Kasse', simulatedPayment: 'Die Zahlung ist in diesem Demo-Shop simuliert: Beim Bestellen wird nichts berechnet.', summary: 'Bestellübersicht',
  article: 'Artikel', quantity: 'Menge', price: 'Preis', subtotal: 'Zwischensumme', shipping: 'Versand', free: 'Kostenlos', total: 'Gesamt', bundleSaving: 'Set-Ersparnis',
  contact: 'Kontakt', shippingAddress: 'Lieferadresse', email: 'E-Mail', firstName: 'Vorname', lastName: 'Nachname', company: 'Firma',
  address1: 'Straße und Hausnummer', address2: 'Wohnung, Etage usw.', city: 'Ort', zip: 'Postleitzahl', province: 'Region', country: 'Land',
  phone: 'Telefon', optional: 'optional', placeOrder: 'Bestellung aufgeben', fixErrors: 'Bitte überprüfen Sie Ihre Eingabe:', required: 'Bitte füllen Sie dieses Feld aus',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein', empty: 'Ihr Warenkorb ist leer.', notAvailable: 'Einige Artikel sind in dieser Menge nicht mehr verfügbar.',
  notFound: 'Diese Kasse gibt es nicht.', thanks: 'Vielen Dank für Ihre Bestellung!', orderNumber: 'Bestellnummer', confirmationSent: 'Eine Bestätigung geht an',
  backToShop: 'Zurück zum Shop',
  unavailable: 'Die Kasse kann gerade nicht angezeigt werden. Ihr Warenkorb bleibt erhalten: Bitte versuchen Sie es gleich noch einmal.',
}

const fr: CheckoutTexts = {
  title: 'Paiement', simulatedPayment: 'Le paiement est simulé dans cette boutique de démonstration : la commande ne débite rien.', summary: 'Récapitulatif de la commande',
  article: 'Article', quantity: 'Quantité', price: 'Prix', subtotal: 'Sous-total', shipping: 'Livraison', free: 'Gratuite', total: 'Total', bundleSaving: 'Économie sur le lot',
  contact: 'Contact', shippingAddress: 'Adresse de livraison', email: 'E-mail', firstName: 'Prénom', lastName: 'Nom', company: 'Société',
  address1: 'Rue et numéro', address2: 'Appartement, étage, etc.', city: 'Ville', zip: 'Code postal', province: 'Région', country: 'Pays',
  phone: 'Téléphone', optional: 'facultatif', placeOrder: 'Passer la commande', fixErrors: 'Veuillez vérifier votre saisie :', required: 'Veuillez remplir ce champ',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide', empty: 'Votre panier est vide.', notAvailable: 'Certains articles ne sont plus disponibles dans cette quantité.',
  notFound: 'Ce paiement n’existe pas.', thanks: 'Merci pour votre commande !', orderNumber: 'Numéro de commande', confirmationSent: 'Une confirmation est envoyée à',
  backToShop: 'Retour à la boutique',
  unavailable: 'Le paiement ne peut pas être affiché pour le moment. Votre panier est conservé : veuillez réessayer dans un instant.',
}

const it: CheckoutTexts = {
  title: 'Cassa', simulatedPayment: 'Il pagamento è simulato in questo negozio dimostrativo: l’ordine non addebita nulla.', summary: 'Riepilogo dell’ordine',
  article: 'Articolo', quantity: 'Quantità', price: 'Prezzo', subtotal: 'Subtotale', shipping: 'Spedizione', free: 'Gratuita', total: 'Totale', bundleSaving: 'Risparmio sul set',
  contact: 'Contatto', shippingAddress: 'Indirizzo di spedizione', email: 'E-mail', firstName: 'Nome', lastName: 'Cognome', company: 'Azienda',
  address1: 'Via e numero civico', address2: 'Interno, scala, ecc.', city: 'Città', zip: 'CAP', province: 'Provincia', country: 'Paese',
  phone: 'Telefono', optional: 'facoltativo', placeOrder: 'Invia ordine', fixErrors: 'Controlla i dati inseriti:', required: 'Compila questo campo',
  invalidEmail: 'Inserisci un indirizzo e-mail valido', empty: 'Il tuo carrello è vuoto.', notAvailable: 'Alcuni articoli non sono più disponibili in questa quantità.',
  notFound: 'Questa cassa non esiste.', thanks: 'Grazie per il tuo ordine!', orderNumber: 'Numero d’ordine', confirmationSent: 'Una conferma viene inviata a',
  backToShop: 'Torna al negozio',
  unavailable: 'La cassa non può essere mostrata in questo momento. Il tuo carrello è conservato: riprova tra poco.',
}

const nl: CheckoutTexts = {
  title: 'Afrekenen', simulatedPayment: 'De betaling is in deze demowinkel gesimuleerd: bij het bestellen wordt niets afgeschreven.', summary: 'Besteloverzicht',
  article: 'Artikel', quantity: 'Aantal', price: 'Prijs', subtotal: 'Subtotaal', shipping: 'Verzending', free: 'Gratis', total: 'Totaal', bundleSaving: 'Setvoordeel',
  contact: 'Contact', shippingAddress: 'Verzendadres', email: 'E-mail', firstName: 'Voornaam', lastName: 'Achternaam', company: 'Bedrijf',
  address1: 'Straat en huisnummer', address2: 'Appartement, verdieping enz.', city: 'Plaats', zip: 'Postcode', province: 'Provincie', country: 'Land',
  phone: 'Telefoon', optional: 'optioneel', placeOrder: 'Bestelling plaatsen', fixErrors: 'Controleer uw invoer:', required: 'Vul dit veld in',
  invalidEmail: 'Voer een geldig e-mailadres in', empty: 'Uw winkelwagen is leeg.', notAvailable: 'Sommige artikelen zijn niet meer in dit aantal beschikbaar.',
  notFound: 'Deze kassa bestaat niet.', thanks: 'Bedankt voor uw bestelling!', orderNumber: 'Bestelnummer', confirmationSent: 'Een bevestiging gaat naar',
  backToShop: 'Terug naar de winkel',
  unavailable: 'De kassa kan nu niet worden getoond. Uw winkelwagen blijft bewaard: probeer het zo opnieuw.',
}

const pl: CheckoutTexts = {
  title: 'Kasa', simulatedPayment: 'Płatność w tym sklepie demonstracyjnym jest symulowana: złożenie zamówienia niczego nie pobiera.', summary: 'Podsumowanie zamówienia',
  article: 'Artykuł', quantity: 'Ilość', price: 'Cena', subtotal: 'Suma częściowa', shipping: 'Wysyłka', free: 'Bezpłatna', total: 'Razem', bundleSaving: 'Oszczędność na zestawie',
  contact: 'Kontakt', shippingAddress: 'Adres dostawy', email: 'E-mail', firstName: 'Imię', lastName: 'Nazwisko', company: 'Firma',
  address1: 'Ulica i numer domu', address2: 'Mieszkanie, piętro itp.', city: 'Miejscowość', zip: 'Kod pocztowy', province: 'Województwo', country: 'Kraj',
  phone: 'Telefon', optional: 'opcjonalnie', placeOrder: 'Złóż zamówienie', fixErrors: 'Sprawdź wprowadzone dane:', required: 'Wypełnij to pole',
  invalidEmail: 'Podaj prawidłowy adres e-mail', empty: 'Twój koszyk jest pusty.', notAvailable: 'Niektóre artykuły nie są już dostępne w tej ilości.',
  notFound: 'Ta kasa nie istnieje.', thanks: 'Dziękujemy za zamówienie!', orderNumber: 'Numer zamówienia', confirmationSent: 'Potwierdzenie zostanie wysłane na adres',
  backToShop: 'Powrót do sklepu',
  unavailable: 'Nie można teraz wyświetlić kasy. Twój koszyk został zachowany: spróbuj ponownie za chwilę.',
}

const TEXTS: Partial<Record<LanguageCode, CheckoutTexts>> = { en, de, fr, it, nl, pl }

export function checkoutTexts(language: string): CheckoutTexts {
  return TEXTS[language as LanguageCode] ?? en
}

/** Locale for number formatting on the page, matching the shop's price locales (SPEC §3). */
export function priceLocale(language: string, currency: string): string {
  if (currency === 'PLN') return 'pl-PL'
  if (currency === 'GBP') return 'en-GB'
  return { fr: 'fr-FR', it: 'it-IT', nl: 'nl-NL' }[language] ?? 'de-DE'
}
