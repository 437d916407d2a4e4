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
  /** A number field left empty (the spec's generic required-field message). */
  numberRequired: string;
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
  // saved configurations
  saveHeading: string;
  saveName: string;
  saveHint: (max: string) => string;
  save: string;
  nameRequired: string;
  nameTooLong: (max: string) => string;
  nameTaken: string;
  limitReached: (max: string) => string;
  saveFailed: string;
  savedAs: (name: string) => string;
  myConfigurations: string;
  noSaved: string;
  colName: string;
  colProduct: string;
  colVariant: string;
  colPrice: string;
  colSaved: string;
  colActions: string;
  open: (name: string) => string;
  rename: (name: string) => string;
  remove: (name: string) => string;
  openAction: string;
  renameAction: string;
  removeAction: string;
  renameTitle: string;
  cancel: string;
  renamed: (name: string) => string;
  removeTitle: string;
  removeQuestion: (name: string) => string;
  removed: (name: string) => string;
  changedMeanwhile: string;
  actionFailed: string;
  opened: (name: string) => string;
  priceUnchanged: (price: string) => string;
  priceChanged: (then: string, now: string) => string;
  notPricedNow: string;
  issuesTitle: string;
  issueKmatGone: string;
  issueValueGone: (characteristic: string, value: string) => string;
  issueCharacteristicGone: (characteristic: string, value: string) => string;
  issueNotAllowed: (characteristic: string, reason: string) => string;
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
  numberRequired: 'Eingabe wird benötigt',
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
  saveHeading: 'Konfiguration speichern',
  saveName: 'Name der Konfiguration',
  saveHint: (max) => `Höchstens ${max} Zeichen, in Ihrer Liste nur einmal.`,
  save: 'Speichern',
  nameRequired: 'Bitte einen Namen eingeben.',
  nameTooLong: (max) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
  nameTaken: 'Sie haben schon eine Konfiguration mit diesem Namen.',
  limitReached: (max) => `Sie haben bereits ${max} Konfigurationen gespeichert; bitte zuerst eine löschen.`,
  saveFailed: 'Die Konfiguration konnte nicht gespeichert werden; bitte später erneut versuchen.',
  savedAs: (name) => `Konfiguration „${name}“ gespeichert.`,
  myConfigurations: 'Meine Konfigurationen',
  noSaved: 'Noch keine gespeicherten Konfigurationen.',
  colName: 'Name',
  colProduct: 'Produkt',
  colVariant: 'Variante',
  colPrice: 'Preis beim Speichern',
  colSaved: 'Gespeichert am',
  colActions: 'Aktionen',
  open: (name) => `„${name}“ öffnen`,
  rename: (name) => `„${name}“ umbenennen`,
  remove: (name) => `„${name}“ löschen`,
  openAction: 'Öffnen',
  renameAction: 'Umbenennen',
  removeAction: 'Löschen',
  renameTitle: 'Konfiguration umbenennen',
  cancel: 'Abbrechen',
  renamed: (name) => `Konfiguration in „${name}“ umbenannt.`,
  removeTitle: 'Konfiguration löschen',
  removeQuestion: (name) => `Wollen Sie die Konfiguration „${name}“ löschen?`,
  removed: (name) => `Konfiguration „${name}“ gelöscht.`,
  changedMeanwhile: 'Die Konfiguration wurde inzwischen geändert; die Liste ist neu geladen.',
  actionFailed: 'Das hat nicht geklappt; bitte später erneut versuchen.',
  opened: (name) => `Geöffnet: ${name}`,
  priceUnchanged: (price) => `Der Preis ist unverändert: ${price}.`,
  priceChanged: (then, now) => `Der Preis hat sich seit dem Speichern geändert: damals ${then}, heute ${now}.`,
  notPricedNow: 'Die Konfiguration kann so heute nicht bepreist werden.',
  issuesTitle: 'Was sich seit dem Speichern geändert hat',
  issueKmatGone: 'Dieses Produkt wird nicht mehr angeboten.',
  issueValueGone: (c, v) => `${c}: den Wert ${v} gibt es nicht mehr; er wurde nicht übernommen.`,
  issueCharacteristicGone: (c, v) => `Das Merkmal ${c} gibt es nicht mehr; der Wert ${v} wurde nicht übernommen.`,
  issueNotAllowed: (c, reason) => `${c}: der gespeicherte Wert ist so nicht mehr möglich. ${reason}.`,
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
  numberRequired: 'Input is required',
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
  saveHeading: 'Save configuration',
  saveName: 'Configuration name',
  saveHint: (max) => `At most ${max} characters, once in your list.`,
  save: 'Save',
  nameRequired: 'Please enter a name.',
  nameTooLong: (max) => `The name may be at most ${max} characters long.`,
  nameTaken: 'You already have a configuration of this name.',
  limitReached: (max) => `You have saved ${max} configurations already; please delete one first.`,
  saveFailed: 'The configuration could not be saved; please try again later.',
  savedAs: (name) => `Configuration “${name}” saved.`,
  myConfigurations: 'My configurations',
  noSaved: 'No saved configurations yet.',
  colName: 'Name',
  colProduct: 'Product',
  colVariant: 'Variant',
  colPrice: 'Price when saved',
  colSaved: 'Saved on',
  colActions: 'Actions',
  open: (name) => `Open “${name}”`,
  rename: (name) => `Rename “${name}”`,
  remove: (name) => `Delete “${name}”`,
  openAction: 'Open',
  renameAction: 'Rename',
  removeAction: 'Delete',
  renameTitle: 'Rename configuration',
  cancel: 'Cancel',
  renamed: (name) => `Configuration renamed to “${name}”.`,
  removeTitle: 'Delete configuration',
  removeQuestion: (name) => `Do you want to delete the configuration “${name}”?`,
  removed: (name) => `Configuration “${name}” deleted.`,
  changedMeanwhile: 'The configuration was changed meanwhile; the list has been reloaded.',
  actionFailed: 'That did not work; please try again later.',
  opened: (name) => `Opened: ${name}`,
  priceUnchanged: (price) => `The price is unchanged: ${price}.`,
  priceChanged: (then, now) => `The price has changed since it was saved: then ${then}, today ${now}.`,
  notPricedNow: 'The configuration cannot be priced as it is today.',
  issuesTitle: 'What has changed since it was saved',
  issueKmatGone: 'This product is no longer offered.',
  issueValueGone: (c, v) => `${c}: the value ${v} no longer exists and was not taken over.`,
  issueCharacteristicGone: (c, v) => `The characteristic ${c} no longer exists; the value ${v} was not taken over.`,
  issueNotAllowed: (c, reason) => `${c}: the saved value is no longer possible like this. ${reason}.`,
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
  numberRequired: 'Údaj je povinný',
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
  saveHeading: 'Uložit konfiguraci',
  saveName: 'Název konfigurace',
  saveHint: (max) => `Nejvýše ${max} znaků, ve vašem seznamu jen jednou.`,
  save: 'Uložit',
  nameRequired: 'Zadejte prosím název.',
  nameTooLong: (max) => `Název může mít nejvýše ${max} znaků.`,
  nameTaken: 'Konfiguraci s tímto názvem již máte.',
  limitReached: (max) => `Již máte uloženo ${max} konfigurací; nejprve prosím jednu smažte.`,
  saveFailed: 'Konfiguraci se nepodařilo uložit; zkuste to prosím později.',
  savedAs: (name) => `Konfigurace „${name}“ byla uložena.`,
  myConfigurations: 'Moje konfigurace',
  noSaved: 'Zatím žádné uložené konfigurace.',
  colName: 'Název',
  colProduct: 'Výrobek',
  colVariant: 'Varianta',
  colPrice: 'Cena při uložení',
  colSaved: 'Uloženo dne',
  colActions: 'Akce',
  open: (name) => `Otevřít „${name}“`,
  rename: (name) => `Přejmenovat „${name}“`,
  remove: (name) => `Smazat „${name}“`,
  openAction: 'Otevřít',
  renameAction: 'Přejmenovat',
  removeAction: 'Smazat',
  renameTitle: 'Přejmenovat konfiguraci',
  cancel: 'Zrušit',
  renamed: (name) => `Konfigurace přejmenována na „${name}“.`,
  removeTitle: 'Smazat konfiguraci',
  removeQuestion: (name) => `Chcete smazat konfiguraci „${name}“?`,
  removed: (name) => `Konfigurace „${name}“ byla smazána.`,
  changedMeanwhile: 'Konfigurace byla mezitím změněna; seznam byl znovu načten.',
  actionFailed: 'To se nepodařilo; zkuste to prosím později.',
  opened: (name) => `Otevřeno: ${name}`,
  priceUnchanged: (price) => `Cena se nezměnila: ${price}.`,
  priceChanged: (then, now) => `Cena se od uložení změnila: tehdy ${then}, dnes ${now}.`,
  notPricedNow: 'Konfiguraci dnes v této podobě nelze ocenit.',
  issuesTitle: 'Co se od uložení změnilo',
  issueKmatGone: 'Tento výrobek se již nenabízí.',
  issueValueGone: (c, v) => `${c}: hodnota ${v} již neexistuje a nebyla převzata.`,
  issueCharacteristicGone: (c, v) => `Vlastnost ${c} již neexistuje; hodnota ${v} nebyla převzata.`,
  issueNotAllowed: (c, reason) => `${c}: uložená hodnota již takto není možná. ${reason}.`,
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
  numberRequired: 'Saisie obligatoire',
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
  saveHeading: 'Enregistrer la configuration',
  saveName: 'Nom de la configuration',
  saveHint: (max) => `${max} caractères au plus, une seule fois dans votre liste.`,
  save: 'Enregistrer',
  nameRequired: 'Veuillez saisir un nom.',
  nameTooLong: (max) => `Le nom peut compter au plus ${max} caractères.`,
  nameTaken: 'Vous avez déjà une configuration de ce nom.',
  limitReached: (max) => `Vous avez déjà enregistré ${max} configurations ; supprimez-en une d’abord.`,
  saveFailed: 'La configuration n’a pas pu être enregistrée ; réessayez plus tard.',
  savedAs: (name) => `Configuration « ${name} » enregistrée.`,
  myConfigurations: 'Mes configurations',
  noSaved: 'Aucune configuration enregistrée pour le moment.',
  colName: 'Nom',
  colProduct: 'Produit',
  colVariant: 'Variante',
  colPrice: 'Prix à l’enregistrement',
  colSaved: 'Enregistrée le',
  colActions: 'Actions',
  open: (name) => `Ouvrir « ${name} »`,
  rename: (name) => `Renommer « ${name} »`,
  remove: (name) => `Supprimer « ${name} »`,
  openAction: 'Ouvrir',
  renameAction: 'Renommer',
  removeAction: 'Supprimer',
  renameTitle: 'Renommer la configuration',
  cancel: 'Annuler',
  renamed: (name) => `Configuration renommée en « ${name} ».`,
  removeTitle: 'Supprimer la configuration',
  removeQuestion: (name) => `Voulez-vous supprimer la configuration « ${name} » ?`,
  removed: (name) => `Configuration « ${name} » supprimée.`,
  changedMeanwhile: 'La configuration a été modifiée entre-temps ; la liste a été rechargée.',
  actionFailed: 'Cela n’a pas fonctionné ; réessayez plus tard.',
  opened: (name) => `Ouverte : ${name}`,
  priceUnchanged: (price) => `Le prix est inchangé : ${price}.`,
  priceChanged: (then, now) => `Le prix a changé depuis l’enregistrement : alors ${then}, aujourd’hui ${now}.`,
  notPricedNow: 'La configuration ne peut pas être chiffrée telle quelle aujourd’hui.',
  issuesTitle: 'Ce qui a changé depuis l’enregistrement',
  issueKmatGone: 'Ce produit n’est plus proposé.',
  issueValueGone: (c, v) => `${c} : la valeur ${v} n’existe plus et n’a pas été reprise.`,
  issueCharacteristicGone: (c, v) => `La caractéristique ${c} n’existe plus ; la valeur ${v} n’a pas été reprise.`,
  issueNotAllowed: (c, reason) => `${c} : la valeur enregistrée n’est plus possible ainsi. ${reason}.`,
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
  numberRequired: 'Campo obbligatorio',
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
  saveHeading: 'Salvare la configurazione',
  saveName: 'Nome della configurazione',
  saveHint: (max) => `Al massimo ${max} caratteri, una sola volta nel vostro elenco.`,
  save: 'Salva',
  nameRequired: 'Inserire un nome.',
  nameTooLong: (max) => `Il nome può avere al massimo ${max} caratteri.`,
  nameTaken: 'Avete già una configurazione con questo nome.',
  limitReached: (max) => `Avete già salvato ${max} configurazioni; eliminatene prima una.`,
  saveFailed: 'Non è stato possibile salvare la configurazione; riprovare più tardi.',
  savedAs: (name) => `Configurazione «${name}» salvata.`,
  myConfigurations: 'Le mie configurazioni',
  noSaved: 'Ancora nessuna configurazione salvata.',
  colName: 'Nome',
  colProduct: 'Prodotto',
  colVariant: 'Variante',
  colPrice: 'Prezzo al salvataggio',
  colSaved: 'Salvata il',
  colActions: 'Azioni',
  open: (name) => `Apri «${name}»`,
  rename: (name) => `Rinomina «${name}»`,
  remove: (name) => `Elimina «${name}»`,
  openAction: 'Apri',
  renameAction: 'Rinomina',
  removeAction: 'Elimina',
  renameTitle: 'Rinominare la configurazione',
  cancel: 'Annulla',
  renamed: (name) => `Configurazione rinominata in «${name}».`,
  removeTitle: 'Eliminare la configurazione',
  removeQuestion: (name) => `Volete eliminare la configurazione «${name}»?`,
  removed: (name) => `Configurazione «${name}» eliminata.`,
  changedMeanwhile: 'La configurazione è stata modificata nel frattempo; l’elenco è stato ricaricato.',
  actionFailed: 'Non ha funzionato; riprovare più tardi.',
  opened: (name) => `Aperta: ${name}`,
  priceUnchanged: (price) => `Il prezzo è invariato: ${price}.`,
  priceChanged: (then, now) => `Il prezzo è cambiato dal salvataggio: allora ${then}, oggi ${now}.`,
  notPricedNow: 'Oggi la configurazione non può essere prezzata così com’è.',
  issuesTitle: 'Che cosa è cambiato dal salvataggio',
  issueKmatGone: 'Questo prodotto non è più offerto.',
  issueValueGone: (c, v) => `${c}: il valore ${v} non esiste più e non è stato ripreso.`,
  issueCharacteristicGone: (c, v) => `La caratteristica ${c} non esiste più; il valore ${v} non è stato ripreso.`,
  issueNotAllowed: (c, reason) => `${c}: il valore salvato non è più possibile così. ${reason}.`,
};

export const CONFIGURATOR_TEXTS: Record<Locale, ConfiguratorTexts> = { de, en, cs, fr, it };

export function configuratorTextsFor(locale: Locale): ConfiguratorTexts {
  return CONFIGURATOR_TEXTS[locale] ?? de;
}
