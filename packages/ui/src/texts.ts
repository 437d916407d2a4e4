/**
 * The kit's own texts, for what its parts say when the caller gives no words of its own: paging,
 * sorting, the empty, loading and failed states of a table, a form's actions and a field's error.
 * German is the fallback for a language the kit does not know.
 */
export interface KitTexts {
  readonly loading: string;
  readonly empty: string;
  readonly failed: string;
  readonly retry: string;
  readonly pagination: string;
  readonly previous: string;
  readonly next: string;
  readonly pageStatus: (page: number, pages: number, total: number) => string;
  readonly pageSize: string;
  readonly sortBy: (column: string) => string;
  readonly cancel: string;
  readonly save: string;
  readonly delete: string;
  readonly deleteTitle: string;
  readonly confirmDelete: (what: string) => string;
  readonly formFailed: string;
  readonly required: string;
  readonly tooShort: (limit: number) => string;
  readonly tooLong: (limit: number) => string;
  readonly tooSmall: (limit: number) => string;
  readonly tooBig: (limit: number) => string;
  readonly invalidEmail: string;
  readonly invalid: string;
}

const de: KitTexts = {
  loading: 'Wird geladen …',
  empty: 'Keine Einträge.',
  failed: 'Die Daten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  pagination: 'Seiten',
  previous: 'Zurück',
  next: 'Weiter',
  pageStatus: (page, pages, total) => `Seite ${page} von ${pages} (${total} Einträge)`,
  pageSize: 'Einträge pro Seite',
  sortBy: (column) => `Nach ${column} sortieren`,
  cancel: 'Abbrechen',
  save: 'Speichern',
  delete: 'Löschen',
  deleteTitle: 'Löschen bestätigen',
  confirmDelete: (what) => `„${what}“ wirklich löschen?`,
  formFailed: 'Speichern fehlgeschlagen. Bitte prüfen Sie die Eingaben.',
  required: 'Pflichtfeld.',
  tooShort: (n) => `Mindestens ${n} Zeichen.`,
  tooLong: (n) => `Höchstens ${n} Zeichen.`,
  tooSmall: (n) => `Mindestens ${n}.`,
  tooBig: (n) => `Höchstens ${n}.`,
  invalidEmail: 'Keine gültige E-Mail-Adresse.',
  invalid: 'Ungültiger Wert.',
};

const en: KitTexts = {
  loading: 'Loading …',
  empty: 'No entries.',
  failed: 'The data could not be loaded.',
  retry: 'Try again',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageStatus: (page, pages, total) => `Page ${page} of ${pages} (${total} entries)`,
  pageSize: 'Entries per page',
  sortBy: (column) => `Sort by ${column}`,
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  deleteTitle: 'Confirm deletion',
  confirmDelete: (what) => `Really delete “${what}”?`,
  formFailed: 'Saving failed. Please check your input.',
  required: 'Required.',
  tooShort: (n) => `At least ${n} characters.`,
  tooLong: (n) => `At most ${n} characters.`,
  tooSmall: (n) => `At least ${n}.`,
  tooBig: (n) => `At most ${n}.`,
  invalidEmail: 'Not a valid e-mail address.',
  invalid: 'Invalid value.',
};

const cs: KitTexts = {
  loading: 'Načítá se …',
  empty: 'Žádné položky.',
  failed: 'Data se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  pagination: 'Stránky',
  previous: 'Předchozí',
  next: 'Další',
  pageStatus: (page, pages, total) => `Strana ${page} z ${pages} (${total} položek)`,
  pageSize: 'Položek na stránku',
  sortBy: (column) => `Seřadit podle: ${column}`,
  cancel: 'Zrušit',
  save: 'Uložit',
  delete: 'Smazat',
  deleteTitle: 'Potvrdit smazání',
  confirmDelete: (what) => `Opravdu smazat „${what}“?`,
  formFailed: 'Uložení se nezdařilo. Zkontrolujte prosím zadání.',
  required: 'Povinné pole.',
  tooShort: (n) => `Alespoň ${n} znaků.`,
  tooLong: (n) => `Nejvýše ${n} znaků.`,
  tooSmall: (n) => `Alespoň ${n}.`,
  tooBig: (n) => `Nejvýše ${n}.`,
  invalidEmail: 'Neplatná e-mailová adresa.',
  invalid: 'Neplatná hodnota.',
};

const fr: KitTexts = {
  loading: 'Chargement …',
  empty: 'Aucune entrée.',
  failed: 'Les données n’ont pas pu être chargées.',
  retry: 'Réessayer',
  pagination: 'Pages',
  previous: 'Précédent',
  next: 'Suivant',
  pageStatus: (page, pages, total) => `Page ${page} sur ${pages} (${total} entrées)`,
  pageSize: 'Entrées par page',
  sortBy: (column) => `Trier par ${column}`,
  cancel: 'Annuler',
  save: 'Enregistrer',
  delete: 'Supprimer',
  deleteTitle: 'Confirmer la suppression',
  confirmDelete: (what) => `Supprimer vraiment « ${what} » ?`,
  formFailed: 'L’enregistrement a échoué. Veuillez vérifier votre saisie.',
  required: 'Champ obligatoire.',
  tooShort: (n) => `Au moins ${n} caractères.`,
  tooLong: (n) => `Au plus ${n} caractères.`,
  tooSmall: (n) => `Au moins ${n}.`,
  tooBig: (n) => `Au plus ${n}.`,
  invalidEmail: 'Adresse e-mail non valide.',
  invalid: 'Valeur non valide.',
};

const it: KitTexts = {
  loading: 'Caricamento …',
  empty: 'Nessuna voce.',
  failed: 'Non è stato possibile caricare i dati.',
  retry: 'Riprova',
  pagination: 'Pagine',
  previous: 'Indietro',
  next: 'Avanti',
  pageStatus: (page, pages, total) => `Pagina ${page} di ${pages} (${total} voci)`,
  pageSize: 'Voci per pagina',
  sortBy: (column) => `Ordina per ${column}`,
  cancel: 'Annulla',
  save: 'Salva',
  delete: 'Elimina',
  deleteTitle: 'Conferma eliminazione',
  confirmDelete: (what) => `Eliminare davvero «${what}»?`,
  formFailed: 'Salvataggio non riuscito. Controllare i dati inseriti.',
  required: 'Campo obbligatorio.',
  tooShort: (n) => `Almeno ${n} caratteri.`,
  tooLong: (n) => `Al massimo ${n} caratteri.`,
  tooSmall: (n) => `Almeno ${n}.`,
  tooBig: (n) => `Al massimo ${n}.`,
  invalidEmail: 'Indirizzo e-mail non valido.',
  invalid: 'Valore non valido.',
};

export const KIT_TEXTS: Readonly<Record<'de' | 'en' | 'cs' | 'fr' | 'it', KitTexts>> = { de, en, cs, fr, it };

/** The kit's texts in `locale` (German for any other), with the caller's own words over them. */
export function kitTexts(locale: string | undefined, own?: Partial<KitTexts>): KitTexts {
  const base = KIT_TEXTS[(locale ?? 'de') as keyof typeof KIT_TEXTS] ?? de;
  return own ? { ...base, ...own } : base;
}
