import { TERMS, type Translations } from '@portal/calc';

/*
 * The texts of the fan-convector screens (KC model, HPC), spread into the mini-app's texts. Field
 * labels carry their unit; the words themselves come from @portal/calc (TERMS), as the documents'.
 */

type Unit = string;
const labelled = (name: Translations, unit: Unit): Translations =>
  name.map((word) => `${word} (${unit})`) as unknown as Translations;
/** "Vorlauftemperatur Kühlen (°C)": a quantity of one operating mode, with its unit. */
const ofMode = (name: Translations, mode: Translations, unit: Unit): Translations =>
  name.map((word, i) => `${word} – ${mode[i]} (${unit})`) as unknown as Translations;

const K = TERMS.kuehlen;
const H = TERMS.heizen;

export const FAN_CONVECTOR_TEXTS = {
  // Fields named as the engines name them
  vorlaufTemp_kuehlen: ofMode(TERMS.vorlaufTemp, K, '°C'),
  ruecklaufTemp_kuehlen: ofMode(TERMS.ruecklaufTemp, K, '°C'),
  wassermassenstrom_kuehlen: ofMode(TERMS.wassermassenstromVorgabe, K, 'kg/h'),
  raumTemp_kuehlen: ofMode(TERMS.raumTemp, K, '°C'),
  luftfeuchte_kuehlen: ofMode(TERMS.luftfeuchte, K, '%'),
  vorlaufTemp_heizen: ofMode(TERMS.vorlaufTemp, H, '°C'),
  ruecklaufTemp_heizen: ofMode(TERMS.ruecklaufTemp, H, '°C'),
  wassermassenstrom_heizen: ofMode(TERMS.wassermassenstromVorgabe, H, 'kg/h'),
  raumTemp_heizen: ofMode(TERMS.raumTemp, H, '°C'),
  zielSchalldruckpegel: labelled(TERMS.zielSchalldruckpegel, 'dB(A)'),
  zielKuehlleistung: labelled(TERMS.zielKuehlleistung, 'W'),
  zielHeizleistung: labelled(TERMS.zielHeizleistung, 'W'),
  // Results and columns with their unit
  geraetetiefeMm: labelled(TERMS.geraetetiefe, 'mm'),
  innenbaulaengeMm: labelled(TERMS.innenbaulaenge, 'mm'),
  konvektorgesamtlaengeMm: labelled(TERMS.konvektorgesamtlaenge, 'mm'),
  minLaengeMm: labelled(TERMS.minLaenge, 'mm'),
  registerlaengeMm: labelled(TERMS.registerlaenge, 'mm'),
  steuerspannungV: labelled(TERMS.steuerspannung, 'V'),
  luftvolumenstromM3h: labelled(TERMS.luftvolumenstrom, 'm³/h'),
  ausblasTempC: labelled(TERMS.ausblasTemp, '°C'),
  gesamtleistungW: labelled(TERMS.gesamtleistung, 'W'),
  sensibleLeistungW: labelled(TERMS.sensibleLeistung, 'W'),
  latenteLeistungW: labelled(TERMS.latenteLeistung, 'W'),
  kondensatKgh: labelled(TERMS.kondensat, 'kg/h'),
  druckverlustMbar: labelled(TERMS.druckverlust, 'mbar'),
  taupunktC: labelled(TERMS.taupunkt, '°C'),
  ruecklaufTempC: labelled(TERMS.ruecklaufTemp, '°C'),
  raumGroup: ['Raum (Schall)', 'Room (sound)', 'Místnost (hluk)', 'Pièce (acoustique)', 'Locale (acustica)'],
  zieleGroup: ['Zielwerte', 'Targets', 'Cílové hodnoty', 'Valeurs cibles', 'Valori obiettivo'],
  liveFanConvector: [
    'Leistungsstufe {s}: Kühlen {k} W, Heizen {h} W, Schalldruck {lp} dB(A).',
    'Fan stage {s}: cooling {k} W, heating {h} W, sound pressure {lp} dB(A).',
    'Stupeň {s}: chlazení {k} W, vytápění {h} W, akustický tlak {lp} dB(A).',
    'Vitesse {s} : rafraîchissement {k} W, chauffage {h} W, pression acoustique {lp} dB(A).',
    'Velocità {s}: raffrescamento {k} W, riscaldamento {h} W, pressione sonora {lp} dB(A).',
  ],
} satisfies Record<string, Translations>;
