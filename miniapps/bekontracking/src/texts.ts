import type { BekonTrackingStep, Locale } from '@portal/contracts';

/**
 * The tracking page's texts in the portal's five languages, every key in each (the type enforces
 * it, texts.test.ts checks nothing is empty). Placeholders in braces are filled by `fill`.
 */
const de = {
  title: 'Lieferung verfolgen',
  intro:
    'Geben Sie die Liefer- oder Auftragsnummer aus Ihrer Auftragsbestätigung und die Postleitzahl der Lieferadresse ein.',
  number: 'Liefer- oder Auftragsnummer',
  numberHint: 'Zum Beispiel 80012345',
  postalCode: 'Postleitzahl der Lieferadresse',
  postalCodeHint: 'Vier Ziffern, zum Beispiel 8001',
  submit: 'Lieferung suchen',
  searching: 'Es wird gesucht …',
  numberInvalid: 'Bitte geben Sie eine Nummer mit 7 bis 10 Ziffern ein.',
  postalCodeInvalid: 'Bitte geben Sie eine Schweizer Postleitzahl mit vier Ziffern ein.',
  errNotFound: 'Wir finden keine Lieferung mit dieser Nummer und Postleitzahl. Bitte prüfen Sie beide Angaben.',
  errRateLimited: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  errUnavailable: 'Die Sendungsverfolgung ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  errOffline: 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.',
  errUnknown: 'Das hat nicht geklappt ({code}).',
  resultTitle: 'Lieferung {number}',
  orderNumber: 'Auftrag {number}',
  statusNow: 'Aktueller Stand: {step}',
  timeline: 'Verlauf',
  stepOrdered: 'Bestellt',
  stepConfirmed: 'Bestätigt',
  stepProduced: 'Produziert',
  stepShipped: 'Versandt',
  stepDelivered: 'Zugestellt',
  pending: 'ausstehend',
  expected: 'Voraussichtliche Lieferung: {date}',
  carrier: 'Versand mit {carrier}, Sendungsnummer {trackingNumber}',
  positions: 'Positionen',
  position: 'Pos.',
  material: 'Artikel',
  quantity: 'Menge',
};

export type Texts = typeof de;

const en: Texts = {
  title: 'Track your delivery',
  intro: 'Enter the delivery or order number from your order confirmation and the postcode of the delivery address.',
  number: 'Delivery or order number',
  numberHint: 'For example 80012345',
  postalCode: 'Postcode of the delivery address',
  postalCodeHint: 'Four digits, for example 8001',
  submit: 'Find delivery',
  searching: 'Searching …',
  numberInvalid: 'Please enter a number of 7 to 10 digits.',
  postalCodeInvalid: 'Please enter a Swiss postcode of four digits.',
  errNotFound: 'We cannot find a delivery with this number and postcode. Please check both.',
  errRateLimited: 'Too many attempts. Please wait a minute and try again.',
  errUnavailable: 'Delivery tracking cannot be reached right now. Please try again later.',
  errOffline: 'No connection. Please check your internet connection.',
  errUnknown: 'That did not work ({code}).',
  resultTitle: 'Delivery {number}',
  orderNumber: 'Order {number}',
  statusNow: 'Current status: {step}',
  timeline: 'Progress',
  stepOrdered: 'Ordered',
  stepConfirmed: 'Confirmed',
  stepProduced: 'Produced',
  stepShipped: 'Shipped',
  stepDelivered: 'Delivered',
  pending: 'pending',
  expected: 'Expected delivery: {date}',
  carrier: 'Shipped with {carrier}, tracking number {trackingNumber}',
  positions: 'Items',
  position: 'Item',
  material: 'Product',
  quantity: 'Quantity',
};

const cs: Texts = {
  title: 'Sledování dodávky',
  intro: 'Zadejte číslo dodávky nebo zakázky z potvrzení objednávky a PSČ dodací adresy.',
  number: 'Číslo dodávky nebo zakázky',
  numberHint: 'Například 80012345',
  postalCode: 'PSČ dodací adresy',
  postalCodeHint: 'Čtyři číslice, například 8001',
  submit: 'Vyhledat dodávku',
  searching: 'Vyhledává se …',
  numberInvalid: 'Zadejte prosím číslo o 7 až 10 číslicích.',
  postalCodeInvalid: 'Zadejte prosím švýcarské PSČ o čtyřech číslicích.',
  errNotFound: 'Dodávku s tímto číslem a PSČ jsme nenašli. Zkontrolujte prosím oba údaje.',
  errRateLimited: 'Příliš mnoho pokusů. Počkejte prosím minutu a zkuste to znovu.',
  errUnavailable: 'Sledování dodávek je momentálně nedostupné. Zkuste to prosím později.',
  errOffline: 'Žádné připojení. Zkontrolujte prosím připojení k internetu.',
  errUnknown: 'To se nepodařilo ({code}).',
  resultTitle: 'Dodávka {number}',
  orderNumber: 'Zakázka {number}',
  statusNow: 'Aktuální stav: {step}',
  timeline: 'Průběh',
  stepOrdered: 'Objednáno',
  stepConfirmed: 'Potvrzeno',
  stepProduced: 'Vyrobeno',
  stepShipped: 'Odesláno',
  stepDelivered: 'Doručeno',
  pending: 'čeká se',
  expected: 'Předpokládané doručení: {date}',
  carrier: 'Odesláno přes {carrier}, číslo zásilky {trackingNumber}',
  positions: 'Položky',
  position: 'Pol.',
  material: 'Výrobek',
  quantity: 'Množství',
};

const fr: Texts = {
  title: 'Suivre votre livraison',
  intro:
    'Saisissez le numéro de livraison ou de commande figurant sur votre confirmation de commande et le code postal de l’adresse de livraison.',
  number: 'Numéro de livraison ou de commande',
  numberHint: 'Par exemple 80012345',
  postalCode: 'Code postal de l’adresse de livraison',
  postalCodeHint: 'Quatre chiffres, par exemple 1003',
  submit: 'Rechercher la livraison',
  searching: 'Recherche en cours …',
  numberInvalid: 'Veuillez saisir un numéro de 7 à 10 chiffres.',
  postalCodeInvalid: 'Veuillez saisir un code postal suisse de quatre chiffres.',
  errNotFound: 'Nous ne trouvons aucune livraison avec ce numéro et ce code postal. Veuillez vérifier les deux.',
  errRateLimited: 'Trop de tentatives. Veuillez patienter une minute, puis réessayer.',
  errUnavailable: 'Le suivi des livraisons n’est pas joignable pour le moment. Veuillez réessayer plus tard.',
  errOffline: 'Pas de connexion. Veuillez vérifier votre connexion Internet.',
  errUnknown: 'Cela n’a pas fonctionné ({code}).',
  resultTitle: 'Livraison {number}',
  orderNumber: 'Commande {number}',
  statusNow: 'État actuel : {step}',
  timeline: 'Déroulement',
  stepOrdered: 'Commandée',
  stepConfirmed: 'Confirmée',
  stepProduced: 'Fabriquée',
  stepShipped: 'Expédiée',
  stepDelivered: 'Livrée',
  pending: 'en attente',
  expected: 'Livraison prévue : {date}',
  carrier: 'Expédiée avec {carrier}, numéro de suivi {trackingNumber}',
  positions: 'Articles',
  position: 'Pos.',
  material: 'Article',
  quantity: 'Quantité',
};

const it: Texts = {
  title: 'Seguire la consegna',
  intro:
    'Inserite il numero di consegna o d’ordine indicato nella conferma d’ordine e il numero postale dell’indirizzo di consegna.',
  number: 'Numero di consegna o d’ordine',
  numberHint: 'Per esempio 80012345',
  postalCode: 'Numero postale dell’indirizzo di consegna',
  postalCodeHint: 'Quattro cifre, per esempio 6900',
  submit: 'Cerca la consegna',
  searching: 'Ricerca in corso …',
  numberInvalid: 'Inserite un numero di 7–10 cifre.',
  postalCodeInvalid: 'Inserite un numero postale svizzero di quattro cifre.',
  errNotFound: 'Non troviamo nessuna consegna con questo numero e questo numero postale. Verificate entrambi i dati.',
  errRateLimited: 'Troppi tentativi. Attendete un minuto e riprovate.',
  errUnavailable: 'Il tracciamento delle consegne non è raggiungibile al momento. Riprovate più tardi.',
  errOffline: 'Nessuna connessione. Verificate la connessione a Internet.',
  errUnknown: 'Non ha funzionato ({code}).',
  resultTitle: 'Consegna {number}',
  orderNumber: 'Ordine {number}',
  statusNow: 'Stato attuale: {step}',
  timeline: 'Avanzamento',
  stepOrdered: 'Ordinata',
  stepConfirmed: 'Confermata',
  stepProduced: 'Prodotta',
  stepShipped: 'Spedita',
  stepDelivered: 'Consegnata',
  pending: 'in attesa',
  expected: 'Consegna prevista: {date}',
  carrier: 'Spedita con {carrier}, numero di tracciamento {trackingNumber}',
  positions: 'Posizioni',
  position: 'Pos.',
  material: 'Articolo',
  quantity: 'Quantità',
};

export const TEXTS: Record<Locale, Texts> = { de, en, cs, fr, it };

export function textsFor(locale: Locale): Texts {
  return TEXTS[locale] ?? de;
}

/** The label of a timeline step. */
export function stepLabel(t: Texts, step: BekonTrackingStep): string {
  const labels: Record<BekonTrackingStep, string> = {
    ordered: t.stepOrdered,
    confirmed: t.stepConfirmed,
    produced: t.stepProduced,
    shipped: t.stepShipped,
    delivered: t.stepDelivered,
  };
  return labels[step];
}

export { fill } from '@portal/contracts';
