import type { Term, Translations } from '@portal/calc';

/** The unit each trench convector quantity is labelled with on the screens (texts.ts puts it after the name). */
export const TRENCH_UNITS = {
  bautiefeKonvektor: 'mm',
  innenBL: 'mm',
  gesamtBL: 'mm',
  registerL: 'mm',
  laengenbereich: 'mm',
  heizleistungProMeter: 'W/m',
  ausblastemperatur: '°C',
  primaerluftTemp: '°C',
  primaerluftVolumenstrom: 'm³/h',
  qfreieKonvektion1m: 'W/m',
  qZuluftanteilReg1m: 'W/m',
  qGesamtleistungReg1m: 'W/m',
  qGesamtleistung: 'W',
  leistungTempDiffLuftRaum: 'W',
  gesamtleistungRaum: 'W',
  volumenstromProMeterReg: 'm³/(h·m)',
  wasserUebertemp: 'K',
} satisfies Partial<Record<Term, string>>;

/** The trench convector screens' own texts. */
export const TRENCH_SCREEN_TEXTS = {
  primaerluftGroup: ['Primärluft', 'Primary air', 'Primární vzduch', 'Air primaire', 'Aria primaria'],
  groesseMm: ['{h} × {t} mm', '{h} × {t} mm', '{h} × {t} mm', '{h} × {t} mm', '{h} × {t} mm'],
  liveKrn41: [
    'Wärmeleistung {leistung} W bei {vl} °C Vorlauf, Ausblastemperatur {aus} °C.',
    'Heat output {leistung} W at {vl} °C flow, discharge air {aus} °C.',
    'Tepelný výkon {leistung} W při přívodu {vl} °C, vystupující vzduch {aus} °C.',
    'Puissance calorifique {leistung} W à {vl} °C de départ, air soufflé {aus} °C.',
    'Potenza termica {leistung} W con mandata {vl} °C, aria in uscita {aus} °C.',
  ],
  liveKrn92: [
    'Wärmetauscherleistung {leistung} W, davon {raum} W an den Raum.',
    'Heat-exchanger output {leistung} W, of which {raum} W to the room.',
    'Výkon výměníku {leistung} W, z toho {raum} W do místnosti.',
    'Puissance de l’échangeur {leistung} W, dont {raum} W pour la pièce.',
    'Potenza dello scambiatore {leistung} W, di cui {raum} W al locale.',
  ],
  krn92Fehler: [
    'Fehlercode {code}: {text}',
    'Error code {code}: {text}',
    'Kód chyby {code}: {text}',
    'Code d’erreur {code} : {text}',
    'Codice di errore {code}: {text}',
  ],
} satisfies Record<string, Translations>;
