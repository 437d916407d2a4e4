import type { Locale } from '@portal/contracts';

/** The configurator screen's texts, complete in the five portal languages (docs/configurator.md). */
export interface ConfiguratorTexts {
  title: string;
  intro: string;
  productGroup: string;
  kmat: string;
  chooseKmat: string;
  steps: string;
  stepOf: (step: string, total: string) => string;
  summary: string;
  back: string;
  next: string;
  restart: string;
  showInfo: (name: string) => string;
  infoTitle: string;
  allowedRange: (min: string, max: string, unit: string) => string;
  notAvailable: string;
  lengthInvalid: (min: string, max: string, increment: string) => string;
  byDefault: string;
  notChosen: string;
  statusComplete: string;
  statusIncomplete: string;
  statusConflict: string;
  conflicts: string;
  variantKey: string;
  listPrice: string;
  netPrice: string;
  customer: (number: string, name: string) => string;
  noCustomer: string;
  quoteFor: string;
  searchCustomer: string;
  search: string;
  listPriceOption: string;
  noCustomerFound: string;
  searchFailed: string;
}

const de: ConfiguratorTexts = {
  title: 'Produktkonfigurator',
  intro: 'Produktgruppe und Bauform wählen, dann Schritt für Schritt die Merkmale festlegen.',
  productGroup: 'Produktgruppe',
  kmat: 'Bauform',
  chooseKmat: 'Bitte wählen',
  steps: 'Schritte',
  stepOf: (s, n) => `Schritt ${s} von ${n}`,
  summary: 'Zusammenfassung',
  back: 'Zurück',
  next: 'Weiter',
  restart: 'Neu beginnen',
  showInfo: (name) => `Info zu ${name}`,
  infoTitle: 'Info',
  allowedRange: (min, max, unit) => `Erlaubt: ${min}–${max} ${unit}`,
  notAvailable: 'nicht möglich',
  lengthInvalid: (min, max, inc) => `Bitte eine Zahl von ${min} bis ${max} in Schritten von ${inc} eingeben.`,
  byDefault: 'Vorgabe',
  notChosen: 'noch nicht gewählt',
  statusComplete: 'Die Konfiguration ist vollständig.',
  statusIncomplete: 'Die Konfiguration ist noch unvollständig.',
  statusConflict: 'Die Konfiguration enthält Konflikte.',
  conflicts: 'Konflikte',
  variantKey: 'Variantenschlüssel',
  listPrice: 'Listenpreis',
  netPrice: 'Ihr Preis',
  customer: (n, name) => `Kunde ${n} ${name}`,
  noCustomer: 'Kein Kunde zugeordnet: es gilt der Listenpreis.',
  quoteFor: 'Preise für Kunde',
  searchCustomer: 'Kunde suchen (Name oder Nummer)',
  search: 'Suchen',
  listPriceOption: 'Kein Kunde: Listenpreis',
  noCustomerFound: 'Kein Kunde gefunden.',
  searchFailed: 'Die Kundensuche ist gerade nicht möglich; bitte später erneut versuchen.',
};

const en: ConfiguratorTexts = {
  title: 'Product configurator',
  intro: 'Choose a product group and a model, then set the characteristics step by step.',
  productGroup: 'Product group',
  kmat: 'Model',
  chooseKmat: 'Please choose',
  steps: 'Steps',
  stepOf: (s, n) => `Step ${s} of ${n}`,
  summary: 'Summary',
  back: 'Back',
  next: 'Next',
  restart: 'Start again',
  showInfo: (name) => `About ${name}`,
  infoTitle: 'Info',
  allowedRange: (min, max, unit) => `Allowed: ${min}–${max} ${unit}`,
  notAvailable: 'not available',
  lengthInvalid: (min, max, inc) => `Enter a number from ${min} to ${max} in steps of ${inc}.`,
  byDefault: 'default',
  notChosen: 'not chosen yet',
  statusComplete: 'The configuration is complete.',
  statusIncomplete: 'The configuration is not complete yet.',
  statusConflict: 'The configuration has conflicts.',
  conflicts: 'Conflicts',
  variantKey: 'Variant key',
  listPrice: 'List price',
  netPrice: 'Your price',
  customer: (n, name) => `Customer ${n} ${name}`,
  noCustomer: 'No customer assigned: the list price applies.',
  quoteFor: 'Prices for customer',
  searchCustomer: 'Find customer (name or number)',
  search: 'Search',
  listPriceOption: 'No customer: list price',
  noCustomerFound: 'No customer found.',
  searchFailed: 'The customer search is not available right now; please try again later.',
};

const cs: ConfiguratorTexts = {
  title: 'Konfigurátor výrobků',
  intro: 'Vyberte skupinu výrobků a provedení a poté krok za krokem nastavte vlastnosti.',
  productGroup: 'Skupina výrobků',
  kmat: 'Provedení',
  chooseKmat: 'Vyberte prosím',
  steps: 'Kroky',
  stepOf: (s, n) => `Krok ${s} z ${n}`,
  summary: 'Souhrn',
  back: 'Zpět',
  next: 'Další',
  restart: 'Začít znovu',
  showInfo: (name) => `Informace: ${name}`,
  infoTitle: 'Informace',
  allowedRange: (min, max, unit) => `Povoleno: ${min}–${max} ${unit}`,
  notAvailable: 'není možné',
  lengthInvalid: (min, max, inc) => `Zadejte číslo od ${min} do ${max} po krocích ${inc}.`,
  byDefault: 'výchozí',
  notChosen: 'zatím nevybráno',
  statusComplete: 'Konfigurace je úplná.',
  statusIncomplete: 'Konfigurace zatím není úplná.',
  statusConflict: 'Konfigurace obsahuje konflikty.',
  conflicts: 'Konflikty',
  variantKey: 'Klíč varianty',
  listPrice: 'Ceníková cena',
  netPrice: 'Vaše cena',
  customer: (n, name) => `Zákazník ${n} ${name}`,
  noCustomer: 'Není přiřazen zákazník: platí ceníková cena.',
  quoteFor: 'Ceny pro zákazníka',
  searchCustomer: 'Hledat zákazníka (název nebo číslo)',
  search: 'Hledat',
  listPriceOption: 'Bez zákazníka: ceníková cena',
  noCustomerFound: 'Žádný zákazník nenalezen.',
  searchFailed: 'Vyhledávání zákazníků teď není možné; zkuste to prosím později.',
};

const fr: ConfiguratorTexts = {
  title: 'Configurateur de produits',
  intro: 'Choisissez une gamme et un modèle, puis fixez les caractéristiques étape par étape.',
  productGroup: 'Gamme de produits',
  kmat: 'Modèle',
  chooseKmat: 'Veuillez choisir',
  steps: 'Étapes',
  stepOf: (s, n) => `Étape ${s} sur ${n}`,
  summary: 'Récapitulatif',
  back: 'Retour',
  next: 'Suivant',
  restart: 'Recommencer',
  showInfo: (name) => `À propos : ${name}`,
  infoTitle: 'Info',
  allowedRange: (min, max, unit) => `Autorisé : ${min}–${max} ${unit}`,
  notAvailable: 'impossible',
  lengthInvalid: (min, max, inc) => `Saisissez un nombre de ${min} à ${max} par pas de ${inc}.`,
  byDefault: 'par défaut',
  notChosen: 'pas encore choisi',
  statusComplete: 'La configuration est complète.',
  statusIncomplete: 'La configuration n’est pas encore complète.',
  statusConflict: 'La configuration contient des conflits.',
  conflicts: 'Conflits',
  variantKey: 'Clé de variante',
  listPrice: 'Prix catalogue',
  netPrice: 'Votre prix',
  customer: (n, name) => `Client ${n} ${name}`,
  noCustomer: 'Aucun client associé : le prix catalogue s’applique.',
  quoteFor: 'Prix pour le client',
  searchCustomer: 'Chercher un client (nom ou numéro)',
  search: 'Chercher',
  listPriceOption: 'Aucun client : prix catalogue',
  noCustomerFound: 'Aucun client trouvé.',
  searchFailed: 'La recherche de clients n’est pas disponible pour le moment ; réessayez plus tard.',
};

const it: ConfiguratorTexts = {
  title: 'Configuratore di prodotti',
  intro: 'Scegliete una gamma e un modello, poi impostate le caratteristiche passo per passo.',
  productGroup: 'Gamma di prodotti',
  kmat: 'Modello',
  chooseKmat: 'Scegliere',
  steps: 'Passi',
  stepOf: (s, n) => `Passo ${s} di ${n}`,
  summary: 'Riepilogo',
  back: 'Indietro',
  next: 'Avanti',
  restart: 'Ricominciare',
  showInfo: (name) => `Informazioni: ${name}`,
  infoTitle: 'Informazioni',
  allowedRange: (min, max, unit) => `Consentito: ${min}–${max} ${unit}`,
  notAvailable: 'non possibile',
  lengthInvalid: (min, max, inc) => `Inserire un numero da ${min} a ${max} a passi di ${inc}.`,
  byDefault: 'predefinito',
  notChosen: 'non ancora scelto',
  statusComplete: 'La configurazione è completa.',
  statusIncomplete: 'La configurazione non è ancora completa.',
  statusConflict: 'La configurazione contiene conflitti.',
  conflicts: 'Conflitti',
  variantKey: 'Chiave variante',
  listPrice: 'Prezzo di listino',
  netPrice: 'Il vostro prezzo',
  customer: (n, name) => `Cliente ${n} ${name}`,
  noCustomer: 'Nessun cliente assegnato: vale il prezzo di listino.',
  quoteFor: 'Prezzi per il cliente',
  searchCustomer: 'Cerca cliente (nome o numero)',
  search: 'Cerca',
  listPriceOption: 'Nessun cliente: prezzo di listino',
  noCustomerFound: 'Nessun cliente trovato.',
  searchFailed: 'La ricerca clienti non è disponibile al momento; riprovare più tardi.',
};

export const CONFIGURATOR_TEXTS: Record<Locale, ConfiguratorTexts> = { de, en, cs, fr, it };

export function configuratorTextsFor(locale: Locale): ConfiguratorTexts {
  return CONFIGURATOR_TEXTS[locale] ?? de;
}
