import type { FilterComparer, Locale, ReportAggregate } from '@portal/contracts';

/** Every text of the report builder, complete in the five portal languages. */
export interface Texts {
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  savedQueries: string;
  noSavedQueries: string;
  sharedBy: (name: string) => string;
  load: string;
  remove: string;
  confirmDelete: (name: string) => string;
  cancel: string;
  dataset: string;
  chooseDataset: string;
  columns: string;
  column: string;
  aggregate: string;
  noAggregate: string;
  addColumn: string;
  removeColumn: (label: string) => string;
  groupBy: string;
  filters: string;
  combine: string;
  allConditions: string;
  anyCondition: string;
  field: string;
  comparer: string;
  value: string;
  listHint: string;
  addFilter: string;
  removeFilter: (n: number) => string;
  noFilters: string;
  sort: string;
  noSort: string;
  ascending: string;
  descending: string;
  direction: string;
  rowsPerPage: string;
  run: string;
  result: string;
  rowCount: (n: number) => string;
  noRows: string;
  previous: string;
  next: string;
  page: (page: number, pages: number, total: number) => string;
  name: string;
  save: string;
  saveAsNew: string;
  saved: (name: string) => string;
  deleted: (name: string) => string;
  sharedQueryReadOnly: string;
  exportXlsx: string;
  exportCsv: string;
  downloaded: (name: string) => string;
  share: string;
  shareTitle: (name: string) => string;
  searchUser: string;
  searchHint: string;
  noUsers: string;
  shareWith: (name: string) => string;
  sharedWith: string;
  notShared: string;
  unshare: (name: string) => string;
  shared: (name: string) => string;
  close: string;
  yes: string;
  no: string;
  errors: {
    validation: string;
    groupOrAggregate: string;
    number: string;
    date: string;
    required: string;
    timeout: string;
    conflict: string;
    stale: string;
    forbidden: string;
    notFound: string;
    other: string;
  };
  aggregates: Record<ReportAggregate, string>;
  comparers: Record<FilterComparer, string>;
}

const de: Texts = {
  title: 'Berichte',
  intro: 'Datenquelle wählen, Spalten, Filter, Gruppierung und Sortierung festlegen, dann ausführen.',
  loading: 'Wird geladen …',
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  savedQueries: 'Gespeicherte Berichte',
  noSavedQueries: 'Noch keine gespeicherten Berichte.',
  sharedBy: (name) => `geteilt von ${name}`,
  load: 'Laden',
  remove: 'Löschen',
  confirmDelete: (name) => `Wollen Sie den Bericht „${name}“ löschen?`,
  cancel: 'Abbrechen',
  dataset: 'Datenquelle',
  chooseDataset: 'Bitte wählen',
  columns: 'Spalten',
  column: 'Spalte',
  aggregate: 'Berechnung',
  noAggregate: 'Wert',
  addColumn: 'Spalte hinzufügen',
  removeColumn: (label) => `Spalte ${label} entfernen`,
  groupBy: 'Gruppieren nach',
  filters: 'Filter',
  combine: 'Verknüpfung',
  allConditions: 'Alle Bedingungen (UND)',
  anyCondition: 'Eine der Bedingungen (ODER)',
  field: 'Feld',
  comparer: 'Vergleich',
  value: 'Wert',
  listHint: 'Mehrere Werte mit ; trennen',
  addFilter: 'Filter hinzufügen',
  removeFilter: (n) => `Filter ${n} entfernen`,
  noFilters: 'Keine Filter: alle Zeilen.',
  sort: 'Sortieren nach',
  noSort: 'Keine Sortierung',
  ascending: 'Aufsteigend',
  descending: 'Absteigend',
  direction: 'Richtung',
  rowsPerPage: 'Zeilen pro Seite',
  run: 'Ausführen',
  result: 'Ergebnis',
  rowCount: (n) => (n === 1 ? '1 Zeile' : `${n.toLocaleString('de')} Zeilen`),
  noRows: 'Keine Zeilen gefunden.',
  previous: 'Zurück',
  next: 'Weiter',
  page: (p, pages, total) => `Seite ${p} von ${pages} (${total} Zeilen)`,
  name: 'Name des Berichts',
  save: 'Speichern',
  saveAsNew: 'Als neuen Bericht speichern',
  saved: (name) => `Der Bericht „${name}“ wurde gespeichert.`,
  deleted: (name) => `Der Bericht „${name}“ wurde gelöscht.`,
  sharedQueryReadOnly: 'Dieser Bericht wurde mit Ihnen geteilt: Sie können ihn ausführen und als eigenen speichern.',
  exportXlsx: 'Excel herunterladen',
  exportCsv: 'CSV herunterladen',
  downloaded: (name) => `${name} wurde heruntergeladen.`,
  share: 'Teilen',
  shareTitle: (name) => `„${name}“ teilen`,
  searchUser: 'Person suchen',
  searchHint: 'Name oder E-Mail, mindestens 2 Zeichen',
  noUsers: 'Keine passende Person mit Zugang zu Berichten.',
  shareWith: (name) => `Mit ${name} teilen`,
  sharedWith: 'Geteilt mit',
  notShared: 'Noch mit niemandem geteilt.',
  unshare: (name) => `Freigabe für ${name} aufheben`,
  shared: (name) => `Der Bericht wurde mit ${name} geteilt.`,
  close: 'Schließen',
  yes: 'Ja',
  no: 'Nein',
  errors: {
    validation: 'Die Angaben sind nicht gültig',
    groupOrAggregate: 'Gruppieren oder eine Berechnung wählen',
    number: 'Bitte eine Zahl eingeben',
    date: 'Bitte ein Datum eingeben',
    required: 'Eingabe wird benötigt',
    timeout: 'Der Bericht hat zu lange gedauert. Bitte Filter oder Gruppierung enger fassen.',
    conflict: 'Sie haben bereits einen Bericht mit diesem Namen.',
    stale: 'Der Bericht wurde inzwischen geändert. Bitte neu laden und erneut speichern.',
    forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
    notFound: 'Der Bericht existiert nicht mehr.',
    other: 'Der Server konnte die Anfrage gerade nicht ausführen. Bitte später erneut versuchen.',
  },
  aggregates: {
    count: 'Anzahl',
    countDistinct: 'Anzahl verschiedener',
    sum: 'Summe',
    avg: 'Durchschnitt',
    min: 'Minimum',
    max: 'Maximum',
  },
  comparers: {
    eq: 'gleich',
    ne: 'ungleich',
    lt: 'kleiner als',
    lte: 'kleiner oder gleich',
    gt: 'größer als',
    gte: 'größer oder gleich',
    contains: 'enthält',
    startsWith: 'beginnt mit',
    endsWith: 'endet mit',
    in: 'ist einer von',
    isNull: 'ist leer',
    isNotNull: 'ist nicht leer',
  },
};

const en: Texts = {
  title: 'Reports',
  intro: 'Choose a data source, then columns, filters, grouping and sorting, and run the report.',
  loading: 'Loading …',
  loadFailed: 'The data could not be loaded.',
  retry: 'Try again',
  savedQueries: 'Saved reports',
  noSavedQueries: 'No saved reports yet.',
  sharedBy: (name) => `shared by ${name}`,
  load: 'Load',
  remove: 'Delete',
  confirmDelete: (name) => `Do you want to delete the report “${name}”?`,
  cancel: 'Cancel',
  dataset: 'Data source',
  chooseDataset: 'Please choose',
  columns: 'Columns',
  column: 'Column',
  aggregate: 'Calculation',
  noAggregate: 'Value',
  addColumn: 'Add column',
  removeColumn: (label) => `Remove column ${label}`,
  groupBy: 'Group by',
  filters: 'Filters',
  combine: 'Combine',
  allConditions: 'All conditions (AND)',
  anyCondition: 'Any condition (OR)',
  field: 'Field',
  comparer: 'Comparison',
  value: 'Value',
  listHint: 'Separate several values with ;',
  addFilter: 'Add filter',
  removeFilter: (n) => `Remove filter ${n}`,
  noFilters: 'No filters: all rows.',
  sort: 'Sort by',
  noSort: 'No sorting',
  ascending: 'Ascending',
  descending: 'Descending',
  direction: 'Direction',
  rowsPerPage: 'Rows per page',
  run: 'Run',
  result: 'Result',
  rowCount: (n) => (n === 1 ? '1 row' : `${n.toLocaleString('en')} rows`),
  noRows: 'No rows found.',
  previous: 'Previous',
  next: 'Next',
  page: (p, pages, total) => `Page ${p} of ${pages} (${total} rows)`,
  name: 'Report name',
  save: 'Save',
  saveAsNew: 'Save as a new report',
  saved: (name) => `The report “${name}” has been saved.`,
  deleted: (name) => `The report “${name}” has been deleted.`,
  sharedQueryReadOnly: 'This report was shared with you: you can run it and save it as your own.',
  exportXlsx: 'Download Excel',
  exportCsv: 'Download CSV',
  downloaded: (name) => `${name} has been downloaded.`,
  share: 'Share',
  shareTitle: (name) => `Share “${name}”`,
  searchUser: 'Find a person',
  searchHint: 'Name or e-mail, at least 2 characters',
  noUsers: 'Nobody matching who has access to reports.',
  shareWith: (name) => `Share with ${name}`,
  sharedWith: 'Shared with',
  notShared: 'Not shared with anyone yet.',
  unshare: (name) => `Stop sharing with ${name}`,
  shared: (name) => `The report has been shared with ${name}.`,
  close: 'Close',
  yes: 'Yes',
  no: 'No',
  errors: {
    validation: 'The entries are not valid',
    groupOrAggregate: 'Group by it or choose a calculation',
    number: 'Please enter a number',
    date: 'Please enter a date',
    required: 'Input is required',
    timeout: 'The report took too long. Please narrow its filters or grouping.',
    conflict: 'You already have a report with this name.',
    stale: 'The report has changed in the meantime. Please load it again and save again.',
    forbidden: 'You do not have permission for this.',
    notFound: 'The report no longer exists.',
    other: 'The server could not run the request now. Please try again later.',
  },
  aggregates: {
    count: 'Count',
    countDistinct: 'Count distinct',
    sum: 'Sum',
    avg: 'Average',
    min: 'Minimum',
    max: 'Maximum',
  },
  comparers: {
    eq: 'equals',
    ne: 'does not equal',
    lt: 'less than',
    lte: 'less than or equal',
    gt: 'greater than',
    gte: 'greater than or equal',
    contains: 'contains',
    startsWith: 'starts with',
    endsWith: 'ends with',
    in: 'is one of',
    isNull: 'is empty',
    isNotNull: 'is not empty',
  },
};

const cs: Texts = {
  title: 'Reporty',
  intro: 'Vyberte zdroj dat, sloupce, filtry, seskupení a řazení a spusťte report.',
  loading: 'Načítání …',
  loadFailed: 'Data se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  savedQueries: 'Uložené reporty',
  noSavedQueries: 'Zatím žádné uložené reporty.',
  sharedBy: (name) => `sdílí ${name}`,
  load: 'Načíst',
  remove: 'Smazat',
  confirmDelete: (name) => `Opravdu chcete smazat report „${name}“?`,
  cancel: 'Zrušit',
  dataset: 'Zdroj dat',
  chooseDataset: 'Vyberte',
  columns: 'Sloupce',
  column: 'Sloupec',
  aggregate: 'Výpočet',
  noAggregate: 'Hodnota',
  addColumn: 'Přidat sloupec',
  removeColumn: (label) => `Odebrat sloupec ${label}`,
  groupBy: 'Seskupit podle',
  filters: 'Filtry',
  combine: 'Spojení',
  allConditions: 'Všechny podmínky (A)',
  anyCondition: 'Některá z podmínek (NEBO)',
  field: 'Pole',
  comparer: 'Porovnání',
  value: 'Hodnota',
  listHint: 'Více hodnot oddělte ;',
  addFilter: 'Přidat filtr',
  removeFilter: (n) => `Odebrat filtr ${n}`,
  noFilters: 'Bez filtrů: všechny řádky.',
  sort: 'Řadit podle',
  noSort: 'Bez řazení',
  ascending: 'Vzestupně',
  descending: 'Sestupně',
  direction: 'Směr',
  rowsPerPage: 'Řádků na stránku',
  run: 'Spustit',
  result: 'Výsledek',
  rowCount: (n) => `Řádků: ${n.toLocaleString('cs')}`,
  noRows: 'Nenalezeny žádné řádky.',
  previous: 'Zpět',
  next: 'Další',
  page: (p, pages, total) => `Stránka ${p} z ${pages} (řádků: ${total})`,
  name: 'Název reportu',
  save: 'Uložit',
  saveAsNew: 'Uložit jako nový report',
  saved: (name) => `Report „${name}“ byl uložen.`,
  deleted: (name) => `Report „${name}“ byl smazán.`,
  sharedQueryReadOnly: 'Tento report s vámi někdo sdílí: můžete ho spustit a uložit jako vlastní.',
  exportXlsx: 'Stáhnout Excel',
  exportCsv: 'Stáhnout CSV',
  downloaded: (name) => `${name} byl stažen.`,
  share: 'Sdílet',
  shareTitle: (name) => `Sdílet „${name}“`,
  searchUser: 'Najít osobu',
  searchHint: 'Jméno nebo e-mail, alespoň 2 znaky',
  noUsers: 'Nikdo odpovídající s přístupem k reportům.',
  shareWith: (name) => `Sdílet s ${name}`,
  sharedWith: 'Sdíleno s',
  notShared: 'Zatím s nikým nesdíleno.',
  unshare: (name) => `Zrušit sdílení s ${name}`,
  shared: (name) => `Report byl sdílen s ${name}.`,
  close: 'Zavřít',
  yes: 'Ano',
  no: 'Ne',
  errors: {
    validation: 'Údaje nejsou platné',
    groupOrAggregate: 'Seskupte podle něj nebo zvolte výpočet',
    number: 'Zadejte prosím číslo',
    date: 'Zadejte prosím datum',
    required: 'Údaj je povinný',
    timeout: 'Report trval příliš dlouho. Zužte prosím filtry nebo seskupení.',
    conflict: 'Report s tímto názvem již máte.',
    stale: 'Report byl mezitím změněn. Načtěte ho prosím znovu a uložte znovu.',
    forbidden: 'K tomu nemáte oprávnění.',
    notFound: 'Report již neexistuje.',
    other: 'Server nyní nemohl požadavek provést. Zkuste to prosím později.',
  },
  aggregates: {
    count: 'Počet',
    countDistinct: 'Počet různých',
    sum: 'Součet',
    avg: 'Průměr',
    min: 'Minimum',
    max: 'Maximum',
  },
  comparers: {
    eq: 'rovná se',
    ne: 'nerovná se',
    lt: 'menší než',
    lte: 'menší nebo rovno',
    gt: 'větší než',
    gte: 'větší nebo rovno',
    contains: 'obsahuje',
    startsWith: 'začíná na',
    endsWith: 'končí na',
    in: 'je jedna z',
    isNull: 'je prázdné',
    isNotNull: 'není prázdné',
  },
};

const fr: Texts = {
  title: 'Rapports',
  intro: 'Choisissez une source de données, puis les colonnes, filtres, regroupements et tris, et exécutez le rapport.',
  loading: 'Chargement …',
  loadFailed: 'Les données n’ont pas pu être chargées.',
  retry: 'Réessayer',
  savedQueries: 'Rapports enregistrés',
  noSavedQueries: 'Aucun rapport enregistré pour l’instant.',
  sharedBy: (name) => `partagé par ${name}`,
  load: 'Charger',
  remove: 'Supprimer',
  confirmDelete: (name) => `Voulez-vous supprimer le rapport « ${name} » ?`,
  cancel: 'Annuler',
  dataset: 'Source de données',
  chooseDataset: 'Veuillez choisir',
  columns: 'Colonnes',
  column: 'Colonne',
  aggregate: 'Calcul',
  noAggregate: 'Valeur',
  addColumn: 'Ajouter une colonne',
  removeColumn: (label) => `Retirer la colonne ${label}`,
  groupBy: 'Regrouper par',
  filters: 'Filtres',
  combine: 'Combinaison',
  allConditions: 'Toutes les conditions (ET)',
  anyCondition: 'Une des conditions (OU)',
  field: 'Champ',
  comparer: 'Comparaison',
  value: 'Valeur',
  listHint: 'Séparez plusieurs valeurs par ;',
  addFilter: 'Ajouter un filtre',
  removeFilter: (n) => `Retirer le filtre ${n}`,
  noFilters: 'Aucun filtre : toutes les lignes.',
  sort: 'Trier par',
  noSort: 'Sans tri',
  ascending: 'Croissant',
  descending: 'Décroissant',
  direction: 'Ordre',
  rowsPerPage: 'Lignes par page',
  run: 'Exécuter',
  result: 'Résultat',
  rowCount: (n) => (n === 1 ? '1 ligne' : `${n.toLocaleString('fr')} lignes`),
  noRows: 'Aucune ligne trouvée.',
  previous: 'Précédent',
  next: 'Suivant',
  page: (p, pages, total) => `Page ${p} sur ${pages} (${total} lignes)`,
  name: 'Nom du rapport',
  save: 'Enregistrer',
  saveAsNew: 'Enregistrer comme nouveau rapport',
  saved: (name) => `Le rapport « ${name} » a été enregistré.`,
  deleted: (name) => `Le rapport « ${name} » a été supprimé.`,
  sharedQueryReadOnly: 'Ce rapport a été partagé avec vous : vous pouvez l’exécuter et l’enregistrer comme le vôtre.',
  exportXlsx: 'Télécharger Excel',
  exportCsv: 'Télécharger CSV',
  downloaded: (name) => `${name} a été téléchargé.`,
  share: 'Partager',
  shareTitle: (name) => `Partager « ${name} »`,
  searchUser: 'Rechercher une personne',
  searchHint: 'Nom ou e-mail, au moins 2 caractères',
  noUsers: 'Personne de correspondant ayant accès aux rapports.',
  shareWith: (name) => `Partager avec ${name}`,
  sharedWith: 'Partagé avec',
  notShared: 'Partagé avec personne pour l’instant.',
  unshare: (name) => `Ne plus partager avec ${name}`,
  shared: (name) => `Le rapport a été partagé avec ${name}.`,
  close: 'Fermer',
  yes: 'Oui',
  no: 'Non',
  errors: {
    validation: 'Les données saisies ne sont pas valides',
    groupOrAggregate: 'Regroupez par cette colonne ou choisissez un calcul',
    number: 'Veuillez saisir un nombre',
    date: 'Veuillez saisir une date',
    required: 'Saisie obligatoire',
    timeout: 'Le rapport a pris trop de temps. Veuillez restreindre ses filtres ou regroupements.',
    conflict: 'Vous avez déjà un rapport de ce nom.',
    stale: 'Le rapport a été modifié entre-temps. Veuillez le recharger et enregistrer à nouveau.',
    forbidden: 'Vous n’avez pas l’autorisation nécessaire.',
    notFound: 'Le rapport n’existe plus.',
    other: 'Le serveur n’a pas pu exécuter la demande. Veuillez réessayer plus tard.',
  },
  aggregates: {
    count: 'Nombre',
    countDistinct: 'Nombre distinct',
    sum: 'Somme',
    avg: 'Moyenne',
    min: 'Minimum',
    max: 'Maximum',
  },
  comparers: {
    eq: 'égal à',
    ne: 'différent de',
    lt: 'inférieur à',
    lte: 'inférieur ou égal à',
    gt: 'supérieur à',
    gte: 'supérieur ou égal à',
    contains: 'contient',
    startsWith: 'commence par',
    endsWith: 'se termine par',
    in: 'est l’un de',
    isNull: 'est vide',
    isNotNull: 'n’est pas vide',
  },
};

const it: Texts = {
  title: 'Report',
  intro: 'Scegliere una fonte dati, poi colonne, filtri, raggruppamenti e ordinamento, ed eseguire il report.',
  loading: 'Caricamento …',
  loadFailed: 'Non è stato possibile caricare i dati.',
  retry: 'Riprova',
  savedQueries: 'Report salvati',
  noSavedQueries: 'Ancora nessun report salvato.',
  sharedBy: (name) => `condiviso da ${name}`,
  load: 'Carica',
  remove: 'Elimina',
  confirmDelete: (name) => `Eliminare il report «${name}»?`,
  cancel: 'Annulla',
  dataset: 'Fonte dati',
  chooseDataset: 'Scegliere',
  columns: 'Colonne',
  column: 'Colonna',
  aggregate: 'Calcolo',
  noAggregate: 'Valore',
  addColumn: 'Aggiungi colonna',
  removeColumn: (label) => `Rimuovi la colonna ${label}`,
  groupBy: 'Raggruppa per',
  filters: 'Filtri',
  combine: 'Combinazione',
  allConditions: 'Tutte le condizioni (E)',
  anyCondition: 'Una delle condizioni (O)',
  field: 'Campo',
  comparer: 'Confronto',
  value: 'Valore',
  listHint: 'Separare più valori con ;',
  addFilter: 'Aggiungi filtro',
  removeFilter: (n) => `Rimuovi il filtro ${n}`,
  noFilters: 'Nessun filtro: tutte le righe.',
  sort: 'Ordina per',
  noSort: 'Nessun ordinamento',
  ascending: 'Crescente',
  descending: 'Decrescente',
  direction: 'Direzione',
  rowsPerPage: 'Righe per pagina',
  run: 'Esegui',
  result: 'Risultato',
  rowCount: (n) => (n === 1 ? '1 riga' : `${n.toLocaleString('it')} righe`),
  noRows: 'Nessuna riga trovata.',
  previous: 'Indietro',
  next: 'Avanti',
  page: (p, pages, total) => `Pagina ${p} di ${pages} (${total} righe)`,
  name: 'Nome del report',
  save: 'Salva',
  saveAsNew: 'Salva come nuovo report',
  saved: (name) => `Il report «${name}» è stato salvato.`,
  deleted: (name) => `Il report «${name}» è stato eliminato.`,
  sharedQueryReadOnly: 'Questo report è stato condiviso con te: puoi eseguirlo e salvarlo come tuo.',
  exportXlsx: 'Scarica Excel',
  exportCsv: 'Scarica CSV',
  downloaded: (name) => `${name} è stato scaricato.`,
  share: 'Condividi',
  shareTitle: (name) => `Condividi «${name}»`,
  searchUser: 'Cerca una persona',
  searchHint: 'Nome o e-mail, almeno 2 caratteri',
  noUsers: 'Nessuna persona corrispondente con accesso ai report.',
  shareWith: (name) => `Condividi con ${name}`,
  sharedWith: 'Condiviso con',
  notShared: 'Non ancora condiviso con nessuno.',
  unshare: (name) => `Smetti di condividere con ${name}`,
  shared: (name) => `Il report è stato condiviso con ${name}.`,
  close: 'Chiudi',
  yes: 'Sì',
  no: 'No',
  errors: {
    validation: 'I dati inseriti non sono validi',
    groupOrAggregate: 'Raggruppare per questa colonna o scegliere un calcolo',
    number: 'Inserire un numero',
    date: 'Inserire una data',
    required: 'Campo obbligatorio',
    timeout: 'Il report ha richiesto troppo tempo. Restringere filtri o raggruppamenti.',
    conflict: 'Hai già un report con questo nome.',
    stale: 'Il report è stato modificato nel frattempo. Ricaricarlo e salvare di nuovo.',
    forbidden: 'Non hai l’autorizzazione necessaria.',
    notFound: 'Il report non esiste più.',
    other: 'Il server non ha potuto eseguire la richiesta. Riprovare più tardi.',
  },
  aggregates: {
    count: 'Conteggio',
    countDistinct: 'Conteggio distinti',
    sum: 'Somma',
    avg: 'Media',
    min: 'Minimo',
    max: 'Massimo',
  },
  comparers: {
    eq: 'uguale a',
    ne: 'diverso da',
    lt: 'minore di',
    lte: 'minore o uguale a',
    gt: 'maggiore di',
    gte: 'maggiore o uguale a',
    contains: 'contiene',
    startsWith: 'inizia con',
    endsWith: 'finisce con',
    in: 'è uno di',
    isNull: 'è vuoto',
    isNotNull: 'non è vuoto',
  },
};

export const TEXTS: Record<Locale, Texts> = { de, en, cs, fr, it };

export function textsFor(locale: Locale): Texts {
  return TEXTS[locale] ?? de;
}
