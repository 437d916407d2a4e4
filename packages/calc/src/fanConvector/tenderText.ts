import type { Locale } from '@portal/contracts/brands';
import type { StufenLeistung } from '../contracts';
import { formatNumber } from '../format';
import { inLanguage, SAMPLE_TENDER_NOTE } from '../terms';
import type { OperatingPoint } from './fanStageOutputs';
import type { Assessment } from './operatingHints';
import { coolingNormText, heatingNormText } from './ratingPoints';

/**
 * Tender texts (Ausschreibungstext) of the fan-assisted convectors in the five interface
 * languages: what to supply and install, with the design stage's values at the operating point.
 * Written by the engine so the screen, the API result and the documents say the same words.
 */

/** The unit, in the words of each calculator. */
export interface UnitFacts {
  /** which unit the text describes */
  art: 'kc' | 'hpc';
  /** KC: "KC 130 (KC 130.2.1000)"; HPC: "HPC 10" */
  modell: string;
  /** mm; a figure the unit does not have is left out */
  bauhoehe?: number;
  bautiefe?: number;
  baulaenge: number;
  /** KC: length with the corner pieces */
  gesamtlaenge?: number;
  /** HPC */
  registerlaenge?: number;
  luefteranzahl?: number;
  leitersystem?: string;
  rlt?: boolean;
}

/** What the assessment of the operating point adds: condensate drain and rating points. */
type Rating = Pick<Assessment, 'kondensatHinweis' | 'normpunkte'>;

/** The operating point's given temperatures and humidity (the stage holds the calculated ones). */
export type PointFacts = Pick<
  OperatingPoint,
  'vorlaufTemp_kuehlen' | 'raumTemp_kuehlen' | 'luftfeuchte_kuehlen' | 'vorlaufTemp_heizen' | 'raumTemp_heizen'
>;

type Words = {
  noun: Record<UnitFacts['art'], string>;
  dims: Record<'bauhoehe' | 'bautiefe' | 'baulaenge' | 'gesamtlaenge' | 'registerlaenge' | 'luefteranzahl', string>;
  kind: (u: UnitFacts) => string;
  supply: (u: UnitFacts) => string;
  cooling: (s: string, t: Record<string, string>) => string;
  heating: (s: string, t: Record<string, string>) => string;
  fan: (t: Record<string, string>) => string;
  condensate: string;
  /** k, h: the cooling and heating rating points, written in the language */
  rating: (k: string, h: string) => string;
  /** the same for ratings from sample data: no claim of a test to the standard */
  sampleRating: (k: string, h: string) => string;
  equivalent: string;
};

const WORDS: Record<Locale, Words> = {
  de: {
    noun: { kc: 'Gebläsekonvektor für Heizen und Kühlen', hpc: 'Wärmepumpenkonvektor für Heizen und Kühlen' },
    dims: {
      bauhoehe: 'Bauhöhe {} mm',
      bautiefe: 'Bautiefe {} mm',
      baulaenge: 'Baulänge {} mm',
      gesamtlaenge: 'Gesamtlänge mit Winkelstücken {} mm',
      registerlaenge: 'Registerlänge {} mm',
      luefteranzahl: '{} Ventilatoren',
    },
    kind: (u) =>
      `${u.modell}${u.leitersystem ? `, ${u.leitersystem}` : ''}${u.rlt ? ', mit Anschluss an die RLT-Anlage' : ''}`,
    supply: (u) =>
      `${WORDS.de.noun[u.art]}, ${WORDS.de.kind(u)}, ${dimensions(u, 'de')}, mit EC-Ventilatoren (Ansteuerung 0–10 V), liefern und betriebsfertig montieren.`,
    cooling: (s, t) =>
      `Kühlleistung in Leistungsstufe ${s} bei ${t.vl}/${t.rl} °C Wasser und ${t.ti} °C, ${t.phi} % r. F.: gesamt ${t.qt} W, sensibel ${t.qs} W, latent ${t.ql} W; Kondensat ${t.k} kg/h; Wassermassenstrom ${t.m} kg/h, Druckverlust ${t.dp} mbar.`,
    heating: (s, t) =>
      `Heizleistung in Leistungsstufe ${s} bei ${t.vl}/${t.rl}/${t.ti} °C: ${t.q} W; Wassermassenstrom ${t.m} kg/h, Druckverlust ${t.dp} mbar.`,
    fan: (t) =>
      `Luftvolumenstrom ${t.v} m³/h bei ${t.u} V Steuerspannung; Schallleistungspegel ${t.lw} dB(A), Schalldruckpegel im Raum ${t.lp} dB(A).`,
    condensate: 'Kondensatwanne mit Ablaufanschluss; Kondensatleitung bauseits.',
    rating: (k, h) => `Leistungsangaben nach DIN EN 16430 (${k}; ${h}).`,
    sampleRating: (k, h) => `Bezugspunkte der Leistungsangaben (nicht nach DIN EN 16430 geprüft): ${k}; ${h}.`,
    equivalent: 'Fabrikat wie berechnet oder gleichwertig.',
  },
  en: {
    noun: { kc: 'a fan convector for heating and cooling', hpc: 'a heat-pump convector for heating and cooling' },
    dims: {
      bauhoehe: 'height {} mm',
      bautiefe: 'depth {} mm',
      baulaenge: 'length {} mm',
      gesamtlaenge: 'total length with corner pieces {} mm',
      registerlaenge: 'coil length {} mm',
      luefteranzahl: '{} fans',
    },
    kind: (u) =>
      `${u.modell}${u.leitersystem ? `, ${u.leitersystem.replace('Leiter', 'pipe')}` : ''}${u.rlt ? ', with connection to the ventilation system' : ''}`,
    supply: (u) =>
      `Supply and install ready for operation ${WORDS.en.noun[u.art]}, ${WORDS.en.kind(u)}, ${dimensions(u, 'en')}, with EC fans (0–10 V control).`,
    cooling: (s, t) =>
      `Cooling output at fan stage ${s} with water at ${t.vl}/${t.rl} °C and ${t.ti} °C, ${t.phi} % rh: total ${t.qt} W, sensible ${t.qs} W, latent ${t.ql} W; condensate ${t.k} kg/h; water mass flow ${t.m} kg/h, pressure loss ${t.dp} mbar.`,
    heating: (s, t) =>
      `Heat output at fan stage ${s} at ${t.vl}/${t.rl}/${t.ti} °C: ${t.q} W; water mass flow ${t.m} kg/h, pressure loss ${t.dp} mbar.`,
    fan: (t) =>
      `Air volume flow ${t.v} m³/h at ${t.u} V control voltage; sound power level ${t.lw} dB(A), sound pressure level in the room ${t.lp} dB(A).`,
    condensate: 'Condensate tray with drain connection; condensate pipe by others.',
    rating: (k, h) => `Outputs to EN 16430 (${k}; ${h}).`,
    sampleRating: (k, h) => `Rating points of the outputs (not tested to EN 16430): ${k}; ${h}.`,
    equivalent: 'Make as calculated or equivalent.',
  },
  cs: {
    noun: {
      kc: 'ventilátorového konvektoru pro vytápění a chlazení',
      hpc: 'konvektoru pro tepelná čerpadla pro vytápění a chlazení',
    },
    dims: {
      bauhoehe: 'stavební výška {} mm',
      bautiefe: 'stavební hloubka {} mm',
      baulaenge: 'stavební délka {} mm',
      gesamtlaenge: 'celková délka s rohovými díly {} mm',
      registerlaenge: 'délka výměníku {} mm',
      luefteranzahl: 'počet ventilátorů {}',
    },
    kind: (u) =>
      `${u.modell}${u.leitersystem ? `, ${u.leitersystem.replace('Leiter', 'trubkový')}` : ''}${u.rlt ? ', s napojením na vzduchotechniku' : ''}`,
    supply: (u) =>
      `Dodávka a montáž ${WORDS.cs.noun[u.art]}, ${WORDS.cs.kind(u)}, ${dimensions(u, 'cs')}, s EC ventilátory (řízení 0–10 V), připraveného k provozu.`,
    cooling: (s, t) =>
      `Chladicí výkon na stupni ${s} při vodě ${t.vl}/${t.rl} °C a ${t.ti} °C, ${t.phi} % r. v.: celkový ${t.qt} W, citelný ${t.qs} W, latentní ${t.ql} W; kondenzát ${t.k} kg/h; hmotnostní průtok vody ${t.m} kg/h, tlaková ztráta ${t.dp} mbar.`,
    heating: (s, t) =>
      `Tepelný výkon na stupni ${s} při ${t.vl}/${t.rl}/${t.ti} °C: ${t.q} W; hmotnostní průtok vody ${t.m} kg/h, tlaková ztráta ${t.dp} mbar.`,
    fan: (t) =>
      `Objemový průtok vzduchu ${t.v} m³/h při řídicím napětí ${t.u} V; hladina akustického výkonu ${t.lw} dB(A), hladina akustického tlaku v místnosti ${t.lp} dB(A).`,
    condensate: 'Vana kondenzátu s odtokovou přípojkou; odvod kondenzátu zajistí stavba.',
    rating: (k, h) => `Výkonové údaje dle ČSN EN 16430 (${k}; ${h}).`,
    sampleRating: (k, h) => `Referenční body výkonových údajů (nezkoušeno dle ČSN EN 16430): ${k}; ${h}.`,
    equivalent: 'Výrobek dle výpočtu nebo rovnocenný.',
  },
  fr: {
    noun: {
      kc: 'd’un convecteur à ventilateur pour chauffage et rafraîchissement',
      hpc: 'd’un convecteur pour pompe à chaleur pour chauffage et rafraîchissement',
    },
    dims: {
      bauhoehe: 'hauteur {} mm',
      bautiefe: 'profondeur {} mm',
      baulaenge: 'longueur {} mm',
      gesamtlaenge: 'longueur totale avec angles {} mm',
      registerlaenge: 'longueur de batterie {} mm',
      luefteranzahl: '{} ventilateurs',
    },
    kind: (u) =>
      `${u.modell}${u.leitersystem ? `, ${u.leitersystem.replace('-Leiter', ' tubes')}` : ''}${u.rlt ? ', raccordé à la centrale de traitement d’air' : ''}`,
    supply: (u) =>
      `Fourniture et pose, prêt à fonctionner, ${WORDS.fr.noun[u.art]}, ${WORDS.fr.kind(u)}, ${dimensions(u, 'fr')}, avec ventilateurs EC (commande 0–10 V).`,
    cooling: (s, t) =>
      `Puissance frigorifique en vitesse ${s} avec eau à ${t.vl}/${t.rl} °C et ${t.ti} °C, ${t.phi} % HR : totale ${t.qt} W, sensible ${t.qs} W, latente ${t.ql} W ; condensats ${t.k} kg/h ; débit massique d’eau ${t.m} kg/h, perte de charge ${t.dp} mbar.`,
    heating: (s, t) =>
      `Puissance calorifique en vitesse ${s} à ${t.vl}/${t.rl}/${t.ti} °C : ${t.q} W ; débit massique d’eau ${t.m} kg/h, perte de charge ${t.dp} mbar.`,
    fan: (t) =>
      `Débit d’air ${t.v} m³/h sous ${t.u} V de tension de commande ; niveau de puissance acoustique ${t.lw} dB(A), niveau de pression acoustique dans la pièce ${t.lp} dB(A).`,
    condensate: 'Bac à condensats avec raccord d’évacuation ; conduite d’évacuation hors lot.',
    rating: (k, h) => `Puissances selon NF EN 16430 (${k} ; ${h}).`,
    sampleRating: (k, h) => `Points de référence des puissances (non essayées selon NF EN 16430) : ${k} ; ${h}.`,
    equivalent: 'Marque selon calcul ou équivalent.',
  },
  it: {
    noun: {
      kc: 'di ventilconvettore per riscaldamento e raffrescamento',
      hpc: 'di convettore per pompa di calore per riscaldamento e raffrescamento',
    },
    dims: {
      bauhoehe: 'altezza {} mm',
      bautiefe: 'profondità {} mm',
      baulaenge: 'lunghezza {} mm',
      gesamtlaenge: 'lunghezza totale con angoli {} mm',
      registerlaenge: 'lunghezza batteria {} mm',
      luefteranzahl: '{} ventilatori',
    },
    kind: (u) =>
      `${u.modell}${u.leitersystem ? `, ${u.leitersystem.replace('-Leiter', ' tubi')}` : ''}${u.rlt ? ', collegato all’impianto di trattamento aria' : ''}`,
    supply: (u) =>
      `Fornitura e posa in opera, pronto al funzionamento, ${WORDS.it.noun[u.art]}, ${WORDS.it.kind(u)}, ${dimensions(u, 'it')}, con ventilatori EC (comando 0–10 V).`,
    cooling: (s, t) =>
      `Potenza frigorifera alla velocità ${s} con acqua a ${t.vl}/${t.rl} °C e ${t.ti} °C, ${t.phi} % UR: totale ${t.qt} W, sensibile ${t.qs} W, latente ${t.ql} W; condensa ${t.k} kg/h; portata massica d’acqua ${t.m} kg/h, perdita di carico ${t.dp} mbar.`,
    heating: (s, t) =>
      `Potenza termica alla velocità ${s} a ${t.vl}/${t.rl}/${t.ti} °C: ${t.q} W; portata massica d’acqua ${t.m} kg/h, perdita di carico ${t.dp} mbar.`,
    fan: (t) =>
      `Portata d’aria ${t.v} m³/h con tensione di comando ${t.u} V; livello di potenza sonora ${t.lw} dB(A), livello di pressione sonora nel locale ${t.lp} dB(A).`,
    condensate: 'Bacinella di raccolta condensa con attacco di scarico; tubazione di scarico a cura del committente.',
    rating: (k, h) => `Prestazioni secondo UNI EN 16430 (${k}; ${h}).`,
    sampleRating: (k, h) => `Punti di riferimento delle prestazioni (non provate secondo UNI EN 16430): ${k}; ${h}.`,
    equivalent: 'Marca come da calcolo o equivalente.',
  },
};

const DIMENSIONS = ['bauhoehe', 'bautiefe', 'baulaenge', 'gesamtlaenge', 'registerlaenge', 'luefteranzahl'] as const;

/** "Bauhöhe 130 mm, Bautiefe 230 mm, …": the figures the unit has, in the language. */
function dimensions(u: UnitFacts, locale: Locale): string {
  return DIMENSIONS.filter((d) => u[d] !== undefined)
    .map((d) => WORDS[locale].dims[d].replace('{}', formatNumber(u[d] as number, locale)))
    .join(', ');
}

/**
 * The tender text of one unit at its design stage, in the given language. Ratings from sample
 * data (`sample`) name their rating points without claiming a test to EN 16430 and end with the
 * sample-data note.
 */
export function fanConvectorTenderText(
  unit: UnitFacts,
  rating: Rating,
  point: PointFacts,
  stage: StufenLeistung,
  locale: Locale,
  sample: boolean,
): string[] {
  const w = WORDS[locale];
  const n = (value: number, digits = 0) => formatNumber(value, locale, digits);
  const s = String(stage.leistungsstufe);
  const k = stage.kuehlen;
  const h = stage.heizen;
  return [
    w.supply(unit),
    w.cooling(s, {
      vl: n(point.vorlaufTemp_kuehlen, 1),
      rl: n(k.ruecklaufTemp, 1),
      ti: n(point.raumTemp_kuehlen, 1),
      phi: n(point.luftfeuchte_kuehlen),
      qt: n(k.gesamtleistung),
      qs: n(k.sensibleLeistung),
      ql: n(k.latenteLeistung),
      k: n(k.kondensat, 2),
      m: n(k.wassermassenstrom),
      dp: n(k.druckverlust, 1),
    }),
    w.heating(s, {
      vl: n(point.vorlaufTemp_heizen, 1),
      rl: n(h.ruecklaufTemp, 1),
      ti: n(point.raumTemp_heizen, 1),
      q: n(h.leistung),
      m: n(h.wassermassenstrom),
      dp: n(h.druckverlust, 1),
    }),
    w.fan({
      v: n(stage.luftvolumenstrom),
      u: stage.steuerspannung === null ? '–' : n(stage.steuerspannung, 1),
      lw: n(stage.schallleistungspegel, 1),
      lp: n(stage.schalldruckpegel, 1),
    }),
    ...(rating.kondensatHinweis ? [w.condensate] : []),
    (sample ? w.sampleRating : w.rating)(
      coolingNormText(rating.normpunkte, locale),
      heatingNormText(rating.normpunkte, locale),
    ),
    w.equivalent,
    ...(sample ? [inLanguage(SAMPLE_TENDER_NOTE, locale)] : []),
  ];
}
