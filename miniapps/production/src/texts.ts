import { KPI_LABELS, KPI_UNIT_LABELS, type KpiName, type KpiState, type KpiUnit, type Locale } from '@portal/contracts';
import { MES_TEXTS, type MesTexts } from './mesTexts';

/** Every text of the production mini-app's KPI and MES flash screens, complete in the five portal languages. */
export interface Texts {
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  noSites: string;
  site: string;
  week: (year: number, week: number) => string;
  currentWeek: (year: number, week: number) => string;
  noValues: string;
  kpi: string;
  target: string;
  actual: string;
  monthToDate: string;
  state: string;
  details: string;
  back: string;
  weeks: string;
  edit: string;
  editWeek: string;
  save: string;
  saved: string;
  stale: string;
  invalidNumber: string;
  history: string;
  noHistory: string;
  when: string;
  who: string;
  before: string;
  after: string;
  /** The key figures' names, shared with the report builder (KPI_LABELS in the contracts). */
  kpis: Readonly<Record<KpiName, string>>;
  /** The units' abbreviations, shared with the report builder (KPI_UNIT_LABELS in the contracts). */
  units: Readonly<Record<KpiUnit, string>>;
  states: Record<KpiState, string>;
  mes: MesTexts;
}

const de: Texts = {
  title: 'KPI Produktion',
  intro: 'Kennzahlen der Werke je Kalenderwoche, mit Ampel gegenüber dem Ziel.',
  loading: 'Wird geladen …',
  loadFailed: 'Die Kennzahlen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  noSites: 'Es sind keine Werke erfasst.',
  site: 'Werk',
  week: (y, w) => `KW ${w}/${y}`,
  currentWeek: (y, w) => `Aktuelle Woche: KW ${w}/${y}`,
  noValues: 'Noch keine Werte erfasst.',
  kpi: 'Kennzahl',
  target: 'Ziel',
  actual: 'Ist',
  monthToDate: 'Monat bisher',
  state: 'Status',
  details: 'Details',
  back: 'Zur Übersicht',
  weeks: 'Wochen',
  edit: 'Woche bearbeiten',
  editWeek: 'Kalenderwoche',
  save: 'Speichern',
  saved: 'Die Werte der Woche sind gespeichert.',
  stale:
    'Jemand anderes hat diese Woche inzwischen geändert. Die aktuellen Werte sind geladen; bitte prüfen und erneut speichern.',
  invalidNumber: 'Bitte eine Zahl im zulässigen Bereich eingeben.',
  history: 'Änderungsverlauf',
  noHistory: 'Diese Woche wurde noch nicht geändert.',
  when: 'Zeitpunkt',
  who: 'Benutzer',
  before: 'Vorher (Ziel / Ist)',
  after: 'Nachher (Ziel / Ist)',
  kpis: KPI_LABELS.de,
  units: KPI_UNIT_LABELS.de,
  states: { green: 'Ziel erreicht', yellow: 'Knapp verfehlt', red: 'Verfehlt', none: 'Keine Werte' },
  mes: MES_TEXTS.de,
};

const en: Texts = {
  title: 'Production KPIs',
  intro: 'Key figures of the plants per calendar week, with a traffic light against the target.',
  loading: 'Loading …',
  loadFailed: 'The key figures could not be loaded.',
  retry: 'Try again',
  noSites: 'No plants have been set up.',
  site: 'Plant',
  week: (y, w) => `CW ${w}/${y}`,
  currentWeek: (y, w) => `Current week: CW ${w}/${y}`,
  noValues: 'No values reported yet.',
  kpi: 'Key figure',
  target: 'Target',
  actual: 'Actual',
  monthToDate: 'Month to date',
  state: 'Status',
  details: 'Details',
  back: 'Back to the overview',
  weeks: 'Weeks',
  edit: 'Edit week',
  editWeek: 'Calendar week',
  save: 'Save',
  saved: 'The values of the week have been saved.',
  stale:
    'Someone else has changed this week in the meantime. The current values are loaded; please check them and save again.',
  invalidNumber: 'Please enter a number within the allowed range.',
  history: 'Change history',
  noHistory: 'This week has not been changed yet.',
  when: 'Time',
  who: 'User',
  before: 'Before (target / actual)',
  after: 'After (target / actual)',
  kpis: KPI_LABELS.en,
  units: KPI_UNIT_LABELS.en,
  states: { green: 'Target met', yellow: 'Narrowly missed', red: 'Missed', none: 'No values' },
  mes: MES_TEXTS.en,
};

const cs: Texts = {
  title: 'KPI výroby',
  intro: 'Ukazatele závodů po kalendářních týdnech, se semaforem vůči cíli.',
  loading: 'Načítání …',
  loadFailed: 'Ukazatele se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  noSites: 'Nejsou evidovány žádné závody.',
  site: 'Závod',
  week: (y, w) => `KT ${w}/${y}`,
  currentWeek: (y, w) => `Aktuální týden: KT ${w}/${y}`,
  noValues: 'Zatím nejsou zadány žádné hodnoty.',
  kpi: 'Ukazatel',
  target: 'Cíl',
  actual: 'Skutečnost',
  monthToDate: 'Měsíc dosud',
  state: 'Stav',
  details: 'Podrobnosti',
  back: 'Zpět na přehled',
  weeks: 'Týdny',
  edit: 'Upravit týden',
  editWeek: 'Kalendářní týden',
  save: 'Uložit',
  saved: 'Hodnoty týdne byly uloženy.',
  stale: 'Tento týden mezitím změnil někdo jiný. Aktuální hodnoty jsou načteny; zkontrolujte je a uložte znovu.',
  invalidNumber: 'Zadejte prosím číslo v povoleném rozsahu.',
  history: 'Historie změn',
  noHistory: 'Tento týden zatím nebyl změněn.',
  when: 'Čas',
  who: 'Uživatel',
  before: 'Předtím (cíl / skutečnost)',
  after: 'Potom (cíl / skutečnost)',
  kpis: KPI_LABELS.cs,
  units: KPI_UNIT_LABELS.cs,
  states: { green: 'Cíl splněn', yellow: 'Těsně nesplněn', red: 'Nesplněn', none: 'Bez hodnot' },
  mes: MES_TEXTS.cs,
};

const fr: Texts = {
  title: 'KPI production',
  intro: 'Indicateurs des usines par semaine calendaire, avec un feu tricolore par rapport à l’objectif.',
  loading: 'Chargement …',
  loadFailed: 'Les indicateurs n’ont pas pu être chargés.',
  retry: 'Réessayer',
  noSites: 'Aucune usine n’est enregistrée.',
  site: 'Usine',
  week: (y, w) => `S ${w}/${y}`,
  currentWeek: (y, w) => `Semaine en cours : S ${w}/${y}`,
  noValues: 'Aucune valeur saisie pour l’instant.',
  kpi: 'Indicateur',
  target: 'Objectif',
  actual: 'Réel',
  monthToDate: 'Mois à date',
  state: 'État',
  details: 'Détails',
  back: 'Retour à la vue d’ensemble',
  weeks: 'Semaines',
  edit: 'Modifier la semaine',
  editWeek: 'Semaine calendaire',
  save: 'Enregistrer',
  saved: 'Les valeurs de la semaine sont enregistrées.',
  stale:
    'Quelqu’un d’autre a modifié cette semaine entre-temps. Les valeurs actuelles sont chargées ; vérifiez-les puis enregistrez à nouveau.',
  invalidNumber: 'Veuillez saisir un nombre dans la plage autorisée.',
  history: 'Historique des modifications',
  noHistory: 'Cette semaine n’a pas encore été modifiée.',
  when: 'Date',
  who: 'Utilisateur',
  before: 'Avant (objectif / réel)',
  after: 'Après (objectif / réel)',
  kpis: KPI_LABELS.fr,
  units: KPI_UNIT_LABELS.fr,
  states: { green: 'Objectif atteint', yellow: 'De peu manqué', red: 'Manqué', none: 'Aucune valeur' },
  mes: MES_TEXTS.fr,
};

const it: Texts = {
  title: 'KPI produzione',
  intro: 'Indicatori degli stabilimenti per settimana di calendario, con semaforo rispetto all’obiettivo.',
  loading: 'Caricamento …',
  loadFailed: 'Non è stato possibile caricare gli indicatori.',
  retry: 'Riprova',
  noSites: 'Nessuno stabilimento registrato.',
  site: 'Stabilimento',
  week: (y, w) => `Sett. ${w}/${y}`,
  currentWeek: (y, w) => `Settimana corrente: sett. ${w}/${y}`,
  noValues: 'Ancora nessun valore inserito.',
  kpi: 'Indicatore',
  target: 'Obiettivo',
  actual: 'Effettivo',
  monthToDate: 'Mese finora',
  state: 'Stato',
  details: 'Dettagli',
  back: 'Torna alla panoramica',
  weeks: 'Settimane',
  edit: 'Modifica settimana',
  editWeek: 'Settimana di calendario',
  save: 'Salva',
  saved: 'I valori della settimana sono stati salvati.',
  stale:
    'Qualcun altro ha modificato questa settimana nel frattempo. I valori attuali sono stati caricati; verificali e salva di nuovo.',
  invalidNumber: 'Inserisci un numero nell’intervallo consentito.',
  history: 'Cronologia delle modifiche',
  noHistory: 'Questa settimana non è ancora stata modificata.',
  when: 'Data e ora',
  who: 'Utente',
  before: 'Prima (obiettivo / effettivo)',
  after: 'Dopo (obiettivo / effettivo)',
  kpis: KPI_LABELS.it,
  units: KPI_UNIT_LABELS.it,
  states: { green: 'Obiettivo raggiunto', yellow: 'Mancato di poco', red: 'Mancato', none: 'Nessun valore' },
  mes: MES_TEXTS.it,
};

export const TEXTS: Record<Locale, Texts> = { de, en, cs, fr, it };

export function textsFor(locale: Locale): Texts {
  return TEXTS[locale] ?? TEXTS.de;
}
