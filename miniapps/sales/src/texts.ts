import type { Locale, SalesGrouping, SalesKeyFigure, SalesRangeType } from '@portal/contracts';
import { SALES_PERFORMANCE_NAMES, SALES_UNIT_NAMES } from '@portal/contracts/sales';

/** Every text of the sales mini-app, complete in the five portal languages. */
export interface Texts {
  loading: string;
  loadFailed: string;
  erpUnavailable: string;
  retry: string;
  // order tracking
  trackingTitle: string;
  trackingIntro: string;
  orderNumber: string;
  abNumber: string;
  customerNumber: string;
  materialNumber: string;
  status: string;
  anyStatus: string;
  dateFrom: string;
  dateTo: string;
  datesReversed: string;
  search: string;
  results: string;
  /** How many orders the search found, as a sentence: "1 Auftrag gefunden", "200 Aufträge gefunden". */
  ordersFound: (count: number) => string;
  noOrders: string;
  /** Replaces the count when the answer stops at 200: the true number is larger and not known. */
  truncated: string;
  orderDate: string;
  customer: string;
  netValue: string;
  lines: string;
  open: string;
  orderTitle: (orderNumber: string) => string;
  requestedDate: string;
  confirmedDate: string;
  salesGroup: string;
  reference: string;
  position: string;
  material: string;
  quantity: string;
  close: string;
  statuses: Record<string, string>;
  /** The ERP's units of measure by key (ST, M2, LE), as the reader's language writes them. */
  units: Readonly<Record<string, string>>;
  // performance
  performanceTitle: string;
  performanceIntro: string;
  keyFigure: string;
  range: string;
  grouping: string;
  currency: string;
  compare: string;
  onlyValid: string;
  show: string;
  period: (from: string, to: string) => string;
  comparePeriod: (from: string, to: string) => string;
  value: string;
  previousYear: string;
  change: string;
  total: string;
  noFacts: string;
  chartTitle: string;
  chartSummary: (count: number, top: string, total: string) => string;
  exportXlsx: string;
  exportCsv: string;
  downloaded: (name: string) => string;
  keyFigures: Record<SalesKeyFigure, string>;
  ranges: Record<SalesRangeType, string>;
  groupings: Record<SalesGrouping, string>;
  // building projects
  projectsTitle: string;
  projectsIntro: string;
  companyCode: string;
  allCompanyCodes: string;
  project: string;
  city: string;
  products: string;
  noProjects: string;
}

const STATUS_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'X'] as const;
const statuses = (names: readonly string[]) => Object.fromEntries(STATUS_KEYS.map((k, i) => [k, names[i]!]));

const de: Texts = {
  loading: 'Wird geladen …',
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  erpUnavailable: 'Das ERP-System ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
  retry: 'Erneut versuchen',
  trackingTitle: 'Auftragsverfolgung',
  trackingIntro: 'Aufträge nach Nummer, Kunde, Material, Status oder Auftragsdatum suchen.',
  orderNumber: 'Auftragsnummer',
  abNumber: 'AB-Nummer',
  customerNumber: 'Kundennummer',
  materialNumber: 'Materialnummer',
  status: 'Status',
  anyStatus: 'Alle',
  dateFrom: 'Auftragsdatum von',
  dateTo: 'Auftragsdatum bis',
  datesReversed: 'Das Enddatum liegt vor dem Startdatum.',
  search: 'Suchen',
  results: 'Gefundene Aufträge',
  ordersFound: (n) => (n === 1 ? '1 Auftrag gefunden' : `${n} Aufträge gefunden`),
  noOrders: 'Keine Aufträge gefunden.',
  truncated: 'Mehr als 200 Aufträge gefunden. Es werden die 200 neuesten gezeigt; grenzen Sie die Suche ein.',
  orderDate: 'Auftragsdatum',
  customer: 'Kunde',
  netValue: 'Nettowert',
  lines: 'Positionen',
  open: 'Öffnen',
  orderTitle: (n) => `Auftrag ${n}`,
  requestedDate: 'Wunschtermin',
  confirmedDate: 'Bestätigter Termin',
  salesGroup: 'Verkäufergruppe',
  reference: 'Kundenreferenz',
  position: 'Pos.',
  material: 'Material',
  quantity: 'Menge',
  close: 'Schließen',
  statuses: statuses(['Erfasst', 'Bestätigt', 'In Fertigung', 'Versandbereit', 'Geliefert', 'Fakturiert', 'Storniert']),
  units: SALES_UNIT_NAMES.de,
  performanceTitle: SALES_PERFORMANCE_NAMES.de.title,
  performanceIntro: 'Umsatz, Auftragseingang und Menge, gruppiert und auf Wunsch mit dem Vorjahr verglichen.',
  keyFigure: 'Kennzahl',
  range: 'Zeitraum',
  grouping: 'Gruppierung',
  currency: 'Währung',
  compare: 'Mit Vorjahr vergleichen',
  onlyValid: 'Nur gültige Buchungen',
  show: 'Anzeigen',
  period: (f, t) => `Zeitraum ${f} bis ${t}`,
  comparePeriod: (f, t) => `Vorjahr ${f} bis ${t}`,
  value: 'Wert',
  previousYear: SALES_PERFORMANCE_NAMES.de.previousYear,
  change: SALES_PERFORMANCE_NAMES.de.change,
  total: SALES_PERFORMANCE_NAMES.de.total,
  noFacts: 'Für diese Auswahl gibt es keine Zahlen.',
  chartTitle: 'Diagramm',
  chartSummary: (n, top, total) => `${n} Gruppen; größter Wert: ${top}; Summe ${total}.`,
  exportXlsx: 'Als Excel exportieren',
  exportCsv: 'Als CSV exportieren',
  downloaded: (name) => `${name} wurde heruntergeladen.`,
  keyFigures: SALES_PERFORMANCE_NAMES.de.keyFigures,
  ranges: {
    CurrentMonth: 'Aktueller Monat',
    YearToDate: 'Jahr bis heute',
    Last12Months: 'Letzte 12 Monate',
    PreviousYear: 'Vorjahr',
  },
  groupings: SALES_PERFORMANCE_NAMES.de.groupings,
  projectsTitle: 'Objekte',
  projectsIntro: 'Bauprojekte mit dem Stand jeder Produktgruppe.',
  companyCode: 'Buchungskreis',
  allCompanyCodes: 'Alle',
  project: 'Objekt',
  city: 'Ort',
  products: 'Produkte und Stand',
  noProjects: 'Keine Objekte gefunden.',
};

const en: Texts = {
  loading: 'Loading …',
  loadFailed: 'The data could not be loaded.',
  erpUnavailable: 'The ERP system cannot be reached right now. Please try again shortly.',
  retry: 'Try again',
  trackingTitle: 'Order tracking',
  trackingIntro: 'Find orders by number, customer, material, status or order date.',
  orderNumber: 'Order number',
  abNumber: 'Confirmation number',
  customerNumber: 'Customer number',
  materialNumber: 'Material number',
  status: 'Status',
  anyStatus: 'All',
  dateFrom: 'Order date from',
  dateTo: 'Order date to',
  datesReversed: 'The end date is before the start date.',
  search: 'Search',
  results: 'Orders found',
  ordersFound: (n) => (n === 1 ? '1 order found' : `${n} orders found`),
  noOrders: 'No orders found.',
  truncated: 'More than 200 orders found. Showing the 200 newest; narrow the search.',
  orderDate: 'Order date',
  customer: 'Customer',
  netValue: 'Net value',
  lines: 'Lines',
  open: 'Open',
  orderTitle: (n) => `Order ${n}`,
  requestedDate: 'Requested date',
  confirmedDate: 'Confirmed date',
  salesGroup: 'Sales group',
  reference: 'Customer reference',
  position: 'Item',
  material: 'Material',
  quantity: 'Quantity',
  close: 'Close',
  statuses: statuses(['Entered', 'Confirmed', 'In production', 'Ready to ship', 'Delivered', 'Invoiced', 'Cancelled']),
  units: SALES_UNIT_NAMES.en,
  performanceTitle: SALES_PERFORMANCE_NAMES.en.title,
  performanceIntro: 'Net sales, order intake and quantity, grouped and optionally compared with the previous year.',
  keyFigure: 'Key figure',
  range: 'Period',
  grouping: 'Grouping',
  currency: 'Currency',
  compare: 'Compare with previous year',
  onlyValid: 'Valid postings only',
  show: 'Show',
  period: (f, t) => `Period ${f} to ${t}`,
  comparePeriod: (f, t) => `Previous year ${f} to ${t}`,
  value: 'Value',
  previousYear: SALES_PERFORMANCE_NAMES.en.previousYear,
  change: SALES_PERFORMANCE_NAMES.en.change,
  total: SALES_PERFORMANCE_NAMES.en.total,
  noFacts: 'There are no figures for this selection.',
  chartTitle: 'Chart',
  chartSummary: (n, top, total) => `${n} groups; largest value: ${top}; total ${total}.`,
  exportXlsx: 'Export to Excel',
  exportCsv: 'Export to CSV',
  downloaded: (name) => `${name} has been downloaded.`,
  keyFigures: SALES_PERFORMANCE_NAMES.en.keyFigures,
  ranges: {
    CurrentMonth: 'Current month',
    YearToDate: 'Year to date',
    Last12Months: 'Last 12 months',
    PreviousYear: 'Previous year',
  },
  groupings: SALES_PERFORMANCE_NAMES.en.groupings,
  projectsTitle: 'Building projects',
  projectsIntro: 'Building projects with the state of each product group.',
  companyCode: 'Company code',
  allCompanyCodes: 'All',
  project: 'Project',
  city: 'City',
  products: 'Products and state',
  noProjects: 'No building projects found.',
};

const cs: Texts = {
  loading: 'Načítá se …',
  loadFailed: 'Data se nepodařilo načíst.',
  erpUnavailable: 'Systém ERP je momentálně nedostupný. Zkuste to prosím za chvíli znovu.',
  retry: 'Zkusit znovu',
  trackingTitle: 'Sledování zakázek',
  trackingIntro: 'Hledejte zakázky podle čísla, zákazníka, materiálu, stavu nebo data objednávky.',
  orderNumber: 'Číslo zakázky',
  abNumber: 'Číslo potvrzení',
  customerNumber: 'Číslo zákazníka',
  materialNumber: 'Číslo materiálu',
  status: 'Stav',
  anyStatus: 'Vše',
  dateFrom: 'Datum objednávky od',
  dateTo: 'Datum objednávky do',
  datesReversed: 'Koncové datum je před počátečním.',
  search: 'Hledat',
  results: 'Nalezené zakázky',
  ordersFound: (n) =>
    n === 1 ? '1 zakázka nalezena' : n >= 2 && n <= 4 ? `${n} zakázky nalezeny` : `${n} zakázek nalezeno`,
  noOrders: 'Žádné zakázky nenalezeny.',
  truncated: 'Nalezeno více než 200 zakázek. Zobrazuje se 200 nejnovějších; zužte hledání.',
  orderDate: 'Datum objednávky',
  customer: 'Zákazník',
  netValue: 'Čistá hodnota',
  lines: 'Položky',
  open: 'Otevřít',
  orderTitle: (n) => `Zakázka ${n}`,
  requestedDate: 'Požadovaný termín',
  confirmedDate: 'Potvrzený termín',
  salesGroup: 'Prodejní skupina',
  reference: 'Reference zákazníka',
  position: 'Pol.',
  material: 'Materiál',
  quantity: 'Množství',
  close: 'Zavřít',
  statuses: statuses([
    'Zadáno',
    'Potvrzeno',
    'Ve výrobě',
    'Připraveno k odeslání',
    'Dodáno',
    'Fakturováno',
    'Stornováno',
  ]),
  units: SALES_UNIT_NAMES.cs,
  performanceTitle: SALES_PERFORMANCE_NAMES.cs.title,
  performanceIntro: 'Čistý obrat, příjem objednávek a množství, seskupené a volitelně porovnané s předchozím rokem.',
  keyFigure: 'Ukazatel',
  range: 'Období',
  grouping: 'Seskupení',
  currency: 'Měna',
  compare: 'Porovnat s předchozím rokem',
  onlyValid: 'Jen platné účetní záznamy',
  show: 'Zobrazit',
  period: (f, t) => `Období ${f} až ${t}`,
  comparePeriod: (f, t) => `Předchozí rok ${f} až ${t}`,
  value: 'Hodnota',
  previousYear: SALES_PERFORMANCE_NAMES.cs.previousYear,
  change: SALES_PERFORMANCE_NAMES.cs.change,
  total: SALES_PERFORMANCE_NAMES.cs.total,
  noFacts: 'Pro tento výběr nejsou k dispozici žádná čísla.',
  chartTitle: 'Graf',
  chartSummary: (n, top, total) => `${n} skupin; největší hodnota: ${top}; celkem ${total}.`,
  exportXlsx: 'Exportovat do Excelu',
  exportCsv: 'Exportovat do CSV',
  downloaded: (name) => `Soubor ${name} byl stažen.`,
  keyFigures: SALES_PERFORMANCE_NAMES.cs.keyFigures,
  ranges: {
    CurrentMonth: 'Aktuální měsíc',
    YearToDate: 'Od začátku roku',
    Last12Months: 'Posledních 12 měsíců',
    PreviousYear: 'Předchozí rok',
  },
  groupings: SALES_PERFORMANCE_NAMES.cs.groupings,
  projectsTitle: 'Stavební projekty',
  projectsIntro: 'Stavební projekty se stavem každé produktové skupiny.',
  companyCode: 'Účetní okruh',
  allCompanyCodes: 'Vše',
  project: 'Projekt',
  city: 'Místo',
  products: 'Produkty a stav',
  noProjects: 'Žádné stavební projekty nenalezeny.',
};

const fr: Texts = {
  loading: 'Chargement …',
  loadFailed: 'Les données n’ont pas pu être chargées.',
  erpUnavailable: 'Le système ERP est momentanément injoignable. Veuillez réessayer dans un instant.',
  retry: 'Réessayer',
  trackingTitle: 'Suivi des commandes',
  trackingIntro: 'Rechercher des commandes par numéro, client, article, statut ou date de commande.',
  orderNumber: 'Numéro de commande',
  abNumber: 'Numéro de confirmation',
  customerNumber: 'Numéro de client',
  materialNumber: 'Numéro d’article',
  status: 'Statut',
  anyStatus: 'Tous',
  dateFrom: 'Date de commande du',
  dateTo: 'Date de commande au',
  datesReversed: 'La date de fin précède la date de début.',
  search: 'Rechercher',
  results: 'Commandes trouvées',
  ordersFound: (n) => (n <= 1 ? `${n} commande trouvée` : `${n} commandes trouvées`),
  noOrders: 'Aucune commande trouvée.',
  truncated: 'Plus de 200 commandes trouvées. Les 200 plus récentes sont affichées ; affinez la recherche.',
  orderDate: 'Date de commande',
  customer: 'Client',
  netValue: 'Valeur nette',
  lines: 'Postes',
  open: 'Ouvrir',
  orderTitle: (n) => `Commande ${n}`,
  requestedDate: 'Date souhaitée',
  confirmedDate: 'Date confirmée',
  salesGroup: 'Groupe de vendeurs',
  reference: 'Référence client',
  position: 'Poste',
  material: 'Article',
  quantity: 'Quantité',
  close: 'Fermer',
  statuses: statuses(['Saisie', 'Confirmée', 'En fabrication', 'Prête à expédier', 'Livrée', 'Facturée', 'Annulée']),
  units: SALES_UNIT_NAMES.fr,
  performanceTitle: SALES_PERFORMANCE_NAMES.fr.title,
  performanceIntro:
    'Chiffre d’affaires net, entrées de commandes et quantités, regroupés et comparés à l’année précédente si souhaité.',
  keyFigure: 'Indicateur',
  range: 'Période',
  grouping: 'Regroupement',
  currency: 'Devise',
  compare: 'Comparer avec l’année précédente',
  onlyValid: 'Écritures valides uniquement',
  show: 'Afficher',
  period: (f, t) => `Période ${f} à ${t}`,
  comparePeriod: (f, t) => `Année précédente ${f} à ${t}`,
  value: 'Valeur',
  previousYear: SALES_PERFORMANCE_NAMES.fr.previousYear,
  change: SALES_PERFORMANCE_NAMES.fr.change,
  total: SALES_PERFORMANCE_NAMES.fr.total,
  noFacts: 'Aucun chiffre pour cette sélection.',
  chartTitle: 'Graphique',
  chartSummary: (n, top, total) => `${n} groupes ; valeur la plus élevée : ${top} ; total ${total}.`,
  exportXlsx: 'Exporter vers Excel',
  exportCsv: 'Exporter en CSV',
  downloaded: (name) => `${name} a été téléchargé.`,
  keyFigures: SALES_PERFORMANCE_NAMES.fr.keyFigures,
  ranges: {
    CurrentMonth: 'Mois en cours',
    YearToDate: 'Depuis le début de l’année',
    Last12Months: '12 derniers mois',
    PreviousYear: 'Année précédente',
  },
  groupings: SALES_PERFORMANCE_NAMES.fr.groupings,
  projectsTitle: 'Projets de construction',
  projectsIntro: 'Projets de construction avec l’état de chaque groupe de produits.',
  companyCode: 'Société',
  allCompanyCodes: 'Toutes',
  project: 'Projet',
  city: 'Localité',
  products: 'Produits et état',
  noProjects: 'Aucun projet trouvé.',
};

const it: Texts = {
  loading: 'Caricamento …',
  loadFailed: 'Non è stato possibile caricare i dati.',
  erpUnavailable: 'Il sistema ERP non è raggiungibile al momento. Riprovare tra poco.',
  retry: 'Riprova',
  trackingTitle: 'Tracciamento ordini',
  trackingIntro: 'Cercare ordini per numero, cliente, materiale, stato o data d’ordine.',
  orderNumber: 'Numero d’ordine',
  abNumber: 'Numero di conferma',
  customerNumber: 'Numero cliente',
  materialNumber: 'Numero materiale',
  status: 'Stato',
  anyStatus: 'Tutti',
  dateFrom: 'Data d’ordine dal',
  dateTo: 'Data d’ordine al',
  datesReversed: 'La data di fine precede la data di inizio.',
  search: 'Cerca',
  results: 'Ordini trovati',
  ordersFound: (n) => (n === 1 ? '1 ordine trovato' : `${n} ordini trovati`),
  noOrders: 'Nessun ordine trovato.',
  truncated: 'Trovati più di 200 ordini. Sono mostrati i 200 più recenti; restringere la ricerca.',
  orderDate: 'Data d’ordine',
  customer: 'Cliente',
  netValue: 'Valore netto',
  lines: 'Posizioni',
  open: 'Apri',
  orderTitle: (n) => `Ordine ${n}`,
  requestedDate: 'Data richiesta',
  confirmedDate: 'Data confermata',
  salesGroup: 'Gruppo vendite',
  reference: 'Riferimento cliente',
  position: 'Pos.',
  material: 'Materiale',
  quantity: 'Quantità',
  close: 'Chiudi',
  statuses: statuses([
    'Registrato',
    'Confermato',
    'In produzione',
    'Pronto per la spedizione',
    'Consegnato',
    'Fatturato',
    'Annullato',
  ]),
  units: SALES_UNIT_NAMES.it,
  performanceTitle: SALES_PERFORMANCE_NAMES.it.title,
  performanceIntro:
    'Fatturato netto, ordini acquisiti e quantità, raggruppati e se desiderato confrontati con l’anno precedente.',
  keyFigure: 'Indicatore',
  range: 'Periodo',
  grouping: 'Raggruppamento',
  currency: 'Valuta',
  compare: 'Confronta con l’anno precedente',
  onlyValid: 'Solo registrazioni valide',
  show: 'Mostra',
  period: (f, t) => `Periodo ${f} – ${t}`,
  comparePeriod: (f, t) => `Anno precedente ${f} – ${t}`,
  value: 'Valore',
  previousYear: SALES_PERFORMANCE_NAMES.it.previousYear,
  change: SALES_PERFORMANCE_NAMES.it.change,
  total: SALES_PERFORMANCE_NAMES.it.total,
  noFacts: 'Nessun dato per questa selezione.',
  chartTitle: 'Grafico',
  chartSummary: (n, top, total) => `${n} gruppi; valore massimo: ${top}; totale ${total}.`,
  exportXlsx: 'Esporta in Excel',
  exportCsv: 'Esporta in CSV',
  downloaded: (name) => `${name} è stato scaricato.`,
  keyFigures: SALES_PERFORMANCE_NAMES.it.keyFigures,
  ranges: {
    CurrentMonth: 'Mese corrente',
    YearToDate: 'Da inizio anno',
    Last12Months: 'Ultimi 12 mesi',
    PreviousYear: 'Anno precedente',
  },
  groupings: SALES_PERFORMANCE_NAMES.it.groupings,
  projectsTitle: 'Progetti edilizi',
  projectsIntro: 'Progetti edilizi con lo stato di ogni gruppo di prodotti.',
  companyCode: 'Società',
  allCompanyCodes: 'Tutte',
  project: 'Progetto',
  city: 'Località',
  products: 'Prodotti e stato',
  noProjects: 'Nessun progetto trovato.',
};

export const TEXTS: Record<Locale, Texts> = { de, en, cs, fr, it };

export function textsFor(locale: Locale): Texts {
  return TEXTS[locale] ?? de;
}
