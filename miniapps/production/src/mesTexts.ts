import type { Locale, MesDowntimeReason, MesShiftCode, MesState } from '@portal/contracts';

/** Every text of the MES flash screen, complete in the five portal languages (part of `Texts`). */
export interface MesTexts {
  title: string;
  intro: string;
  plant: string;
  date: string;
  shift: string;
  currentShift: string;
  noPlants: string;
  noWorkCentres: string;
  notBegun: string;
  shiftOf: (shift: string, date: string, from: string, to: string) => string;
  asOf: (time: string) => string;
  refreshEvery: string;
  finished: string;
  refresh: string;
  figure: string;
  value: string;
  output: string;
  outputOf: (good: string, target: string) => string;
  targetOfShift: string;
  scrap: string;
  availability: string;
  performance: string;
  quality: string;
  oee: string;
  runTime: string;
  minutes: (n: string) => string;
  pieces: (n: string) => string;
  notYet: string;
  order: string;
  noOrder: string;
  since: (time: string) => string;
  downtimes: string;
  noDowntimes: string;
  from: string;
  until: string;
  duration: string;
  reason: string;
  kind: string;
  note: string;
  stillDown: string;
  planned: string;
  unplanned: string;
  shifts: Record<MesShiftCode, string>;
  states: Record<MesState, string>;
  reasons: Record<MesDowntimeReason, string>;
}

const de: MesTexts = {
  title: 'MES Flash',
  intro: 'Die laufende Schicht je Arbeitsplatz: Menge gegenüber dem Ziel, Gut und Ausschuss, OEE und Stillstände.',
  plant: 'Werk',
  date: 'Datum',
  shift: 'Schicht',
  currentShift: 'Aktuelle Schicht',
  noPlants: 'Es sind keine Werke erfasst.',
  noWorkCentres: 'Für dieses Werk sind keine Arbeitsplätze erfasst.',
  notBegun: 'Diese Schicht hat in diesem Werk noch nicht begonnen; ihre Zahlen erscheinen, sobald sie läuft.',
  shiftOf: (shift, date, from, to) => `${shift} am ${date}, ${from}–${to} Uhr`,
  asOf: (time) => `Stand ${time} Uhr`,
  refreshEvery: 'wird jede Minute aktualisiert',
  finished: 'Schicht beendet',
  refresh: 'Aktualisieren',
  figure: 'Kennzahl',
  value: 'Wert',
  output: 'Gutmenge / Ziel bisher',
  outputOf: (good, target) => `${good} von ${target}`,
  targetOfShift: 'Ziel der Schicht',
  scrap: 'Ausschuss',
  availability: 'Verfügbarkeit',
  performance: 'Leistung',
  quality: 'Qualität',
  oee: 'OEE',
  runTime: 'Laufzeit / geplante Zeit',
  minutes: (n) => `${n} min`,
  pieces: (n) => `${n} Stück`,
  notYet: 'noch keine',
  order: 'Auftrag',
  noOrder: 'Kein Auftrag',
  since: (time) => `seit ${time} Uhr`,
  downtimes: 'Stillstände',
  noDowntimes: 'Keine Stillstände in dieser Schicht.',
  from: 'Von',
  until: 'Bis',
  duration: 'Dauer',
  reason: 'Grund',
  kind: 'Art',
  note: 'Bemerkung',
  stillDown: 'andauernd',
  planned: 'geplant',
  unplanned: 'ungeplant',
  shifts: { early: 'Frühschicht', late: 'Spätschicht', night: 'Nachtschicht' },
  states: { running: 'Läuft', down: 'Stillstand', idle: 'Kein Auftrag' },
  reasons: {
    break: 'Pause',
    changeover: 'Rüsten',
    breakdown: 'Störung',
    materialShortage: 'Materialmangel',
    qualityCheck: 'Qualitätsprüfung',
    noStaff: 'Kein Personal',
    maintenance: 'Wartung',
  },
};

const en: MesTexts = {
  title: 'MES flash',
  intro: 'The running shift per work centre: output against target, good and scrap, OEE and downtimes.',
  plant: 'Plant',
  date: 'Date',
  shift: 'Shift',
  currentShift: 'Current shift',
  noPlants: 'No plants have been set up.',
  noWorkCentres: 'No work centres have been set up for this plant.',
  notBegun: 'This shift has not begun yet at this plant; its figures appear once it runs.',
  shiftOf: (shift, date, from, to) => `${shift} on ${date}, ${from}–${to}`,
  asOf: (time) => `As of ${time}`,
  refreshEvery: 'refreshed every minute',
  finished: 'Shift finished',
  refresh: 'Refresh',
  figure: 'Figure',
  value: 'Value',
  output: 'Good output / target so far',
  outputOf: (good, target) => `${good} of ${target}`,
  targetOfShift: 'Target of the shift',
  scrap: 'Scrap',
  availability: 'Availability',
  performance: 'Performance',
  quality: 'Quality',
  oee: 'OEE',
  runTime: 'Run time / planned time',
  minutes: (n) => `${n} min`,
  pieces: (n) => `${n} pcs`,
  notYet: 'none yet',
  order: 'Order',
  noOrder: 'No order',
  since: (time) => `since ${time}`,
  downtimes: 'Downtimes',
  noDowntimes: 'No downtimes in this shift.',
  from: 'From',
  until: 'Until',
  duration: 'Duration',
  reason: 'Reason',
  kind: 'Kind',
  note: 'Note',
  stillDown: 'ongoing',
  planned: 'planned',
  unplanned: 'unplanned',
  shifts: { early: 'Early shift', late: 'Late shift', night: 'Night shift' },
  states: { running: 'Running', down: 'Down', idle: 'No order' },
  reasons: {
    break: 'Break',
    changeover: 'Changeover',
    breakdown: 'Breakdown',
    materialShortage: 'Material shortage',
    qualityCheck: 'Quality check',
    noStaff: 'No staff',
    maintenance: 'Maintenance',
  },
};

const cs: MesTexts = {
  title: 'MES flash',
  intro: 'Běžící směna po pracovištích: množství vůči cíli, dobré kusy a zmetky, OEE a prostoje.',
  plant: 'Závod',
  date: 'Datum',
  shift: 'Směna',
  currentShift: 'Aktuální směna',
  noPlants: 'Nejsou evidovány žádné závody.',
  noWorkCentres: 'Pro tento závod nejsou evidována žádná pracoviště.',
  notBegun: 'Tato směna v tomto závodě ještě nezačala; její údaje se zobrazí, jakmile poběží.',
  shiftOf: (shift, date, from, to) => `${shift} dne ${date}, ${from}–${to}`,
  asOf: (time) => `Stav v ${time}`,
  refreshEvery: 'aktualizuje se každou minutu',
  finished: 'Směna skončila',
  refresh: 'Aktualizovat',
  figure: 'Ukazatel',
  value: 'Hodnota',
  output: 'Dobré kusy / cíl dosud',
  outputOf: (good, target) => `${good} z ${target}`,
  targetOfShift: 'Cíl směny',
  scrap: 'Zmetky',
  availability: 'Dostupnost',
  performance: 'Výkon',
  quality: 'Kvalita',
  oee: 'OEE',
  runTime: 'Doba chodu / plánovaná doba',
  minutes: (n) => `${n} min`,
  pieces: (n) => `${n} ks`,
  notYet: 'zatím žádné',
  order: 'Zakázka',
  noOrder: 'Žádná zakázka',
  since: (time) => `od ${time}`,
  downtimes: 'Prostoje',
  noDowntimes: 'V této směně nejsou žádné prostoje.',
  from: 'Od',
  until: 'Do',
  duration: 'Trvání',
  reason: 'Důvod',
  kind: 'Druh',
  note: 'Poznámka',
  stillDown: 'trvá',
  planned: 'plánovaný',
  unplanned: 'neplánovaný',
  shifts: { early: 'Ranní směna', late: 'Odpolední směna', night: 'Noční směna' },
  states: { running: 'V chodu', down: 'Prostoj', idle: 'Bez zakázky' },
  reasons: {
    break: 'Přestávka',
    changeover: 'Přestavba',
    breakdown: 'Porucha',
    materialShortage: 'Nedostatek materiálu',
    qualityCheck: 'Kontrola kvality',
    noStaff: 'Chybí personál',
    maintenance: 'Údržba',
  },
};

const fr: MesTexts = {
  title: 'MES flash',
  intro:
    'L’équipe en cours par poste de travail : quantité par rapport à l’objectif, bonnes pièces et rebuts, TRS et arrêts.',
  plant: 'Usine',
  date: 'Date',
  shift: 'Équipe',
  currentShift: 'Équipe en cours',
  noPlants: 'Aucune usine n’est enregistrée.',
  noWorkCentres: 'Aucun poste de travail n’est enregistré pour cette usine.',
  notBegun: 'Cette équipe n’a pas encore commencé dans cette usine ; ses chiffres apparaîtront dès qu’elle tournera.',
  shiftOf: (shift, date, from, to) => `${shift} du ${date}, ${from}–${to}`,
  asOf: (time) => `État à ${time}`,
  refreshEvery: 'actualisé chaque minute',
  finished: 'Équipe terminée',
  refresh: 'Actualiser',
  figure: 'Indicateur',
  value: 'Valeur',
  output: 'Bonnes pièces / objectif à ce stade',
  outputOf: (good, target) => `${good} sur ${target}`,
  targetOfShift: 'Objectif de l’équipe',
  scrap: 'Rebuts',
  availability: 'Disponibilité',
  performance: 'Performance',
  quality: 'Qualité',
  oee: 'TRS (OEE)',
  runTime: 'Temps de marche / temps planifié',
  minutes: (n) => `${n} min`,
  pieces: (n) => `${n} pièces`,
  notYet: 'pas encore',
  order: 'Ordre de fabrication',
  noOrder: 'Aucun ordre',
  since: (time) => `depuis ${time}`,
  downtimes: 'Arrêts',
  noDowntimes: 'Aucun arrêt pendant cette équipe.',
  from: 'Début',
  until: 'Fin',
  duration: 'Durée',
  reason: 'Motif',
  kind: 'Type',
  note: 'Remarque',
  stillDown: 'en cours',
  planned: 'planifié',
  unplanned: 'non planifié',
  shifts: { early: 'Équipe du matin', late: 'Équipe d’après-midi', night: 'Équipe de nuit' },
  states: { running: 'En marche', down: 'À l’arrêt', idle: 'Sans ordre' },
  reasons: {
    break: 'Pause',
    changeover: 'Changement de série',
    breakdown: 'Panne',
    materialShortage: 'Manque de matière',
    qualityCheck: 'Contrôle qualité',
    noStaff: 'Manque de personnel',
    maintenance: 'Maintenance',
  },
};

const it: MesTexts = {
  title: 'MES flash',
  intro: 'Il turno in corso per centro di lavoro: quantità rispetto all’obiettivo, pezzi buoni e scarti, OEE e fermi.',
  plant: 'Stabilimento',
  date: 'Data',
  shift: 'Turno',
  currentShift: 'Turno in corso',
  noPlants: 'Nessuno stabilimento registrato.',
  noWorkCentres: 'Nessun centro di lavoro registrato per questo stabilimento.',
  notBegun:
    'Questo turno non è ancora iniziato in questo stabilimento; i suoi dati compariranno non appena sarà in corso.',
  shiftOf: (shift, date, from, to) => `${shift} del ${date}, ${from}–${to}`,
  asOf: (time) => `Aggiornato alle ${time}`,
  refreshEvery: 'aggiornato ogni minuto',
  finished: 'Turno concluso',
  refresh: 'Aggiorna',
  figure: 'Indicatore',
  value: 'Valore',
  output: 'Pezzi buoni / obiettivo finora',
  outputOf: (good, target) => `${good} su ${target}`,
  targetOfShift: 'Obiettivo del turno',
  scrap: 'Scarti',
  availability: 'Disponibilità',
  performance: 'Prestazione',
  quality: 'Qualità',
  oee: 'OEE',
  runTime: 'Tempo di marcia / tempo pianificato',
  minutes: (n) => `${n} min`,
  pieces: (n) => `${n} pezzi`,
  notYet: 'ancora nessuno',
  order: 'Ordine',
  noOrder: 'Nessun ordine',
  since: (time) => `dalle ${time}`,
  downtimes: 'Fermi',
  noDowntimes: 'Nessun fermo in questo turno.',
  from: 'Da',
  until: 'A',
  duration: 'Durata',
  reason: 'Motivo',
  kind: 'Tipo',
  note: 'Nota',
  stillDown: 'in corso',
  planned: 'pianificato',
  unplanned: 'non pianificato',
  shifts: { early: 'Turno del mattino', late: 'Turno del pomeriggio', night: 'Turno di notte' },
  states: { running: 'In marcia', down: 'Fermo', idle: 'Senza ordine' },
  reasons: {
    break: 'Pausa',
    changeover: 'Attrezzaggio',
    breakdown: 'Guasto',
    materialShortage: 'Mancanza di materiale',
    qualityCheck: 'Controllo qualità',
    noStaff: 'Mancanza di personale',
    maintenance: 'Manutenzione',
  },
};

export const MES_TEXTS: Record<Locale, MesTexts> = { de, en, cs, fr, it };
