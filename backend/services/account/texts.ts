/** Texts of the account site's pages, for the SSO stores' languages (SPEC §9: pl, it, de, fr) and English. */
export interface AccountTexts {
  siteName: string
  loginTitle: string
  email: string
  password: string
  logIn: string
  incorrectCredentials: string
  checkInput: string
  tooManyAttempts: string
  formExpired: string
  identityTitle: string
  name: string
  defaultAddress: string
  noAddress: string
  ordersTitle: string
  noOrders: string
  orderNumber: string
  orderDate: string
  total: string
  deliveryStatus: string
  fulfilled: string
  unfulfilled: string
  logOut: string
  navigation: string
  signedInAs: string
  backToShop: string
}

const en: AccountTexts = {
  siteName: 'Customer account', loginTitle: 'Log in', email: 'E-mail', password: 'Password', logIn: 'Log in',
  incorrectCredentials: 'Incorrect login credentials', checkInput: 'Please check your input!',
  tooManyAttempts: 'Login attempt limit exceeded. Please try again later.', formExpired: 'The form has expired. Please log in again.',
  identityTitle: 'Personal data', name: 'Name',
  defaultAddress: 'Default address', noAddress: 'No address saved yet.', ordersTitle: 'Orders', noOrders: 'You have not placed any orders yet.',
  orderNumber: 'Order number', orderDate: 'Order date', total: 'Total', deliveryStatus: 'Delivery status', fulfilled: 'Shipped', unfulfilled: 'In progress',
  logOut: 'Sign out', navigation: 'Account', signedInAs: 'Signed in as', backToShop: 'Back to the shop',
}

const TEXTS: Record<string, AccountTexts> = {
  en,
  de: {
    siteName: 'Kundenkonto', loginTitle: 'Anmelden', email: 'E-Mail', password: 'Passwort', logIn: 'Anmelden',
    incorrectCredentials: 'Falsche Anmeldedaten', checkInput: 'Bitte überprüfen Sie Ihre Eingabe!',
    tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.', formExpired: 'Das Formular ist abgelaufen. Bitte melden Sie sich erneut an.',
    identityTitle: 'Persönliche Daten', name: 'Name',
    defaultAddress: 'Standardadresse', noAddress: 'Noch keine Adresse gespeichert.', ordersTitle: 'Bestellungen', noOrders: 'Sie haben noch keine Bestellungen.',
    orderNumber: 'Bestellnummer', orderDate: 'Bestelldatum', total: 'Gesamt', deliveryStatus: 'Lieferstatus', fulfilled: 'Versendet', unfulfilled: 'In Bearbeitung',
    logOut: 'Abmelden', navigation: 'Konto', signedInAs: 'Angemeldet als', backToShop: 'Zurück zum Shop',
  },
  fr: {
    siteName: 'Compte client', loginTitle: 'Connexion', email: 'E-mail', password: 'Mot de passe', logIn: 'Se connecter',
    incorrectCredentials: 'Identifiants incorrects', checkInput: 'Veuillez vérifier votre saisie !',
    tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.', formExpired: 'Le formulaire a expiré. Veuillez vous reconnecter.',
    identityTitle: 'Données personnelles', name: 'Nom',
    defaultAddress: 'Adresse par défaut', noAddress: 'Aucune adresse enregistrée.', ordersTitle: 'Commandes', noOrders: "Vous n'avez encore passé aucune commande.",
    orderNumber: 'Numéro de commande', orderDate: 'Date de commande', total: 'Total', deliveryStatus: 'Statut de livraison', fulfilled: 'Expédiée', unfulfilled: 'En cours',
    logOut: 'Se déconnecter', navigation: 'Compte', signedInAs: 'Connecté en tant que', backToShop: 'Retour à la boutique',
  },
  it: {
    siteName: 'Account cliente', loginTitle: 'Accedi', email: 'E-mail', password: 'Password', logIn: 'Accedi',
    incorrectCredentials: 'Credenziali di accesso errate', checkInput: 'Controlla i dati inseriti!',
    tooManyAttempts: 'Troppi tentativi di accesso. Riprova più tardi.', formExpired: "Il modulo è scaduto. Effettua di nuovo l'accesso.",
    identityTitle: 'Dati personali', name: 'Nome',
    defaultAddress: 'Indirizzo predefinito', noAddress: 'Nessun indirizzo salvato.', ordersTitle: 'Ordini', noOrders: 'Non hai ancora effettuato ordini.',
    orderNumber: 'Numero ordine', orderDate: 'Data ordine', total: 'Totale', deliveryStatus: 'Stato di consegna', fulfilled: 'Spedito', unfulfilled: 'In lavorazione',
    logOut: 'Esci', navigation: 'Account', signedInAs: 'Accesso effettuato come', backToShop: 'Torna al negozio',
  },
  pl: {
    siteName: 'Konto klienta', loginTitle: 'Logowanie', email: 'E-mail', password: 'Hasło', logIn: 'Zaloguj się',
    incorrectCredentials: 'Nieprawidłowe dane logowania', checkInput: 'Sprawdź wprowadzone dane!',
    tooManyAttempts: 'Przekroczono limit prób logowania. Spróbuj ponownie później.', formExpired: 'Formularz wygasł. Zaloguj się ponownie.',
    identityTitle: 'Dane osobowe', name: 'Imię i nazwisko',
    defaultAddress: 'Adres domyślny', noAddress: 'Brak zapisanego adresu.', ordersTitle: 'Zamówienia', noOrders: 'Nie masz jeszcze żadnych zamówień.',
    orderNumber: 'Numer zamówienia', orderDate: 'Data zamówienia', total: 'Razem', deliveryStatus: 'Status dostawy', fulfilled: 'Wysłane', unfulfilled: 'W realizacji',
    logOut: 'Wyloguj się', navigation: 'Konto', signedInAs: 'Zalogowano jako', backToShop: 'Powrót do sklepu',
  },
}

/** The language of a locale such as `de-DE` or `pl`; unknown languages read English. */
export function accountLanguage(locale: string): string {
  const language = locale.slice(0, 2).toLowerCase()
  return language in TEXTS ? language : 'en'
}

export const accountTexts = (locale: string): AccountTexts => TEXTS[accountLanguage(locale)]!
