import { inLanguage, SAMPLE_TENDER_NOTE } from '@portal/calc';
import type {
  Locale,
  RadiatorCalcParsed,
  RadiatorCalcResult,
  RadiatorExchangeParsed,
  RadiatorExchangeResult,
} from '@portal/contracts';
import type { Texts } from './i18n';

/**
 * Tender texts (Ausschreibungstext) a planner copies into a bill of quantities: what to supply
 * and install, with the design values of the calculation, in the document's language.
 */

interface RadiatorFacts {
  typ: string;
  ausfuehrung: string;
  bh: string;
  bl: string;
  normleistung: string;
  /** exponent; empty when the result does not carry it */
  n: string;
  vl: string;
  rl: string;
  ti: string;
  leistung: string;
  methode: string;
  durchfluss: string;
  ventil: string;
  stufe: string;
  dp: string;
  xp: string;
  schall: string | null;
  grenze: string;
  geeignet: boolean;
  /** the radiator's rating comes from the shipped sample catalogue */
  musterdaten: boolean;
}

function methodText(x: Texts, heizmethode: string, stufe: number | null): string {
  return heizmethode === 'luefter' ? `${x.t('luefterstufe')} ${stufe ?? ''}`.trim() : x.t('natuerlicheKonvektion');
}

const SUPPLY: Record<Locale, (f: RadiatorFacts) => string> = {
  de: (f) =>
    `Heizkörper Typ ${f.typ}, Ausführung ${f.ausfuehrung}, Bauhöhe ${f.bh} mm, Baulänge ${f.bl} mm, liefern und betriebsfertig montieren, einschließlich Befestigungsmaterial, Entlüftungs- und Blindstopfen.`,
  en: (f) =>
    `Supply and install ready for operation a radiator type ${f.typ}, execution ${f.ausfuehrung}, height ${f.bh} mm, length ${f.bl} mm, including brackets, air vent and blind plugs.`,
  cs: (f) =>
    `Dodávka a montáž otopného tělesa typ ${f.typ}, provedení ${f.ausfuehrung}, stavební výška ${f.bh} mm, stavební délka ${f.bl} mm, připraveného k provozu, včetně upevňovacího materiálu, odvzdušňovací a zaslepovací zátky.`,
  fr: (f) =>
    `Fourniture et pose, prêt à fonctionner, d’un radiateur type ${f.typ}, exécution ${f.ausfuehrung}, hauteur ${f.bh} mm, longueur ${f.bl} mm, y compris consoles de fixation, purgeur et bouchons.`,
  it: (f) =>
    `Fornitura e posa in opera, pronto al funzionamento, di radiatore tipo ${f.typ}, esecuzione ${f.ausfuehrung}, altezza ${f.bh} mm, lunghezza ${f.bl} mm, compresi staffe di fissaggio, valvola di sfiato e tappi ciechi.`,
};

/** How the rating cites its basis: the standard, or (sample data) that it is not tested to it. */
const NORM: Record<Locale, { tested: string; sample: string }> = {
  de: { tested: 'nach DIN EN 442', sample: 'aus Musterdaten (nicht nach DIN EN 442 geprüft)' },
  en: { tested: 'to EN 442', sample: 'from sample data (not tested to EN 442)' },
  cs: { tested: 'dle ČSN EN 442', sample: 'ze vzorových dat (nezkoušeno dle ČSN EN 442)' },
  fr: { tested: 'selon NF EN 442', sample: 'issue de données d’exemple (non essayée selon NF EN 442)' },
  it: { tested: 'secondo UNI EN 442', sample: 'da dati di esempio (non provata secondo UNI EN 442)' },
};

const RATING: Record<Locale, (f: RadiatorFacts) => string> = {
  de: (f) =>
    `Normwärmeleistung ${NORM.de[f.musterdaten ? 'sample' : 'tested']} bei 75/65/20 °C: ${f.normleistung} W${f.n ? `, Heizkörperexponent n = ${f.n}` : ''}. Wärmeleistung im Auslegungspunkt ${f.vl}/${f.rl}/${f.ti} °C: ${f.leistung} W (${f.methode}).`,
  en: (f) =>
    `Nominal heat output ${NORM.en[f.musterdaten ? 'sample' : 'tested']} at 75/65/20 °C: ${f.normleistung} W${f.n ? `, radiator exponent n = ${f.n}` : ''}. Heat output at the design point ${f.vl}/${f.rl}/${f.ti} °C: ${f.leistung} W (${f.methode}).`,
  cs: (f) =>
    `Jmenovitý tepelný výkon ${NORM.cs[f.musterdaten ? 'sample' : 'tested']} při 75/65/20 °C: ${f.normleistung} W${f.n ? `, exponent tělesa n = ${f.n}` : ''}. Tepelný výkon v návrhovém bodě ${f.vl}/${f.rl}/${f.ti} °C: ${f.leistung} W (${f.methode}).`,
  fr: (f) =>
    `Puissance nominale ${NORM.fr[f.musterdaten ? 'sample' : 'tested']} à 75/65/20 °C : ${f.normleistung} W${f.n ? `, exposant n = ${f.n}` : ''}. Puissance au point de dimensionnement ${f.vl}/${f.rl}/${f.ti} °C : ${f.leistung} W (${f.methode}).`,
  it: (f) =>
    `Potenza termica nominale ${NORM.it[f.musterdaten ? 'sample' : 'tested']} a 75/65/20 °C: ${f.normleistung} W${f.n ? `, esponente n = ${f.n}` : ''}. Potenza termica nel punto di progetto ${f.vl}/${f.rl}/${f.ti} °C: ${f.leistung} W (${f.methode}).`,
};

const HYDRAULICS: Record<Locale, (f: RadiatorFacts) => string> = {
  de: (f) =>
    `Heizwasserdurchfluss ${f.durchfluss} l/h; Ventileinsatz ${f.ventil}, Voreinstellung ${f.stufe} bei ${f.dp} mbar Differenzdruck und einer P-Abweichung von ${f.xp} K.`,
  en: (f) =>
    `Water flow ${f.durchfluss} l/h; valve insert ${f.ventil}, presetting ${f.stufe} at ${f.dp} mbar differential pressure and a proportional band of ${f.xp} K.`,
  cs: (f) =>
    `Průtok otopné vody ${f.durchfluss} l/h; ventilová vložka ${f.ventil}, přednastavení ${f.stufe} při diferenčním tlaku ${f.dp} mbar a pásmu proporcionality ${f.xp} K.`,
  fr: (f) =>
    `Débit d’eau ${f.durchfluss} l/h ; insert de robinet ${f.ventil}, préréglage ${f.stufe} sous ${f.dp} mbar de pression différentielle et une bande proportionnelle de ${f.xp} K.`,
  it: (f) =>
    `Portata d’acqua ${f.durchfluss} l/h; inserto valvola ${f.ventil}, preregolazione ${f.stufe} con pressione differenziale di ${f.dp} mbar e banda proporzionale di ${f.xp} K.`,
};

const SOUND: Record<Locale, (schall: string) => string> = {
  de: (s) => `Schallleistungspegel der Lüfterstufe: ${s} dB(A).`,
  en: (s) => `Sound power level of the fan stage: ${s} dB(A).`,
  cs: (s) => `Hladina akustického výkonu stupně ventilátoru: ${s} dB(A).`,
  fr: (s) => `Niveau de puissance acoustique de la vitesse de ventilateur : ${s} dB(A).`,
  it: (s) => `Livello di potenza sonora della velocità del ventilatore: ${s} dB(A).`,
};

const HEAT_PUMP: Record<Locale, (f: RadiatorFacts) => string> = {
  de: (f) =>
    f.geeignet
      ? `Für den Betrieb mit Wärmepumpe geeignet (Vorlauftemperatur ≤ ${f.grenze} °C).`
      : `Die Vorlauftemperatur liegt über ${f.grenze} °C; für den Betrieb mit Wärmepumpe ungünstig.`,
  en: (f) =>
    f.geeignet
      ? `Suitable for operation with a heat pump (flow temperature ≤ ${f.grenze} °C).`
      : `The flow temperature is above ${f.grenze} °C; unfavourable for operation with a heat pump.`,
  cs: (f) =>
    f.geeignet
      ? `Vhodné pro provoz s tepelným čerpadlem (teplota přívodu ≤ ${f.grenze} °C).`
      : `Teplota přívodu je vyšší než ${f.grenze} °C; pro provoz s tepelným čerpadlem nevýhodné.`,
  fr: (f) =>
    f.geeignet
      ? `Adapté au fonctionnement avec une pompe à chaleur (température de départ ≤ ${f.grenze} °C).`
      : `La température de départ dépasse ${f.grenze} °C ; défavorable au fonctionnement avec une pompe à chaleur.`,
  it: (f) =>
    f.geeignet
      ? `Adatto al funzionamento con pompa di calore (temperatura di mandata ≤ ${f.grenze} °C).`
      : `La temperatura di mandata supera ${f.grenze} °C; sfavorevole per il funzionamento con pompa di calore.`,
};

const EQUIVALENT: Record<Locale, string> = {
  de: 'Fabrikat wie berechnet oder gleichwertig.',
  en: 'Make as calculated or equivalent.',
  cs: 'Výrobek dle výpočtu nebo rovnocenný.',
  fr: 'Marque selon calcul ou équivalent.',
  it: 'Marca come da calcolo o equivalente.',
};

function radiatorParagraphs(x: Texts, f: RadiatorFacts): string[] {
  const l = x.locale;
  return [
    SUPPLY[l](f),
    RATING[l](f),
    HYDRAULICS[l](f),
    ...(f.schall ? [SOUND[l](f.schall)] : []),
    HEAT_PUMP[l](f),
    EQUIVALENT[l],
    ...(f.musterdaten ? [inLanguage(SAMPLE_TENDER_NOTE, l)] : []),
  ];
}

/** The tender text of a radiator calculation (XFlair). */
export function radiatorTenderText(
  input: RadiatorCalcParsed,
  result: RadiatorCalcResult,
  x: Texts,
  musterdaten: boolean,
): string[] {
  const r = result.heizkoerper;
  return radiatorParagraphs(x, {
    typ: r.heizkoerpertyp,
    ausfuehrung: r.ausfuehrung,
    bh: x.number(r.bauhoehe),
    bl: x.number(r.baulaenge),
    normleistung: x.number(r.normleistung),
    n: x.number(r.exponent, 4),
    vl: x.number(input.vorlaufTemp, 1),
    rl: x.number(input.ruecklaufTemp, 1),
    ti: x.number(input.raumTemp, 1),
    leistung: x.number(result.heizleistung),
    methode: methodText(x, result.heizmethode, result.luefterstufe),
    durchfluss: x.number(result.durchfluss),
    ventil: result.ventil,
    stufe: result.ventilvoreinstellung ?? x.t('none'),
    dp: x.number(input.differenzdruck),
    xp: x.number(input.regeldifferenz, 1),
    schall: result.schallleistungspegel === null ? null : x.number(result.schallleistungspegel, 1),
    grenze: x.number(input.waermepumpenGrenzTemp),
    geeignet: result.waermepumpenGeeignet,
    musterdaten,
  });
}

const REMOVAL: Record<Locale, (a: { typ: string; bh: string; bl: string; leistung: string; punkt: string }) => string> =
  {
    de: (a) =>
      `Vorhandenen Heizkörper Typ ${a.typ} (${a.bh} × ${a.bl} mm, Wärmeleistung ${a.leistung} W${a.punkt}) entleeren, demontieren und fachgerecht entsorgen; Anschlüsse für den neuen Heizkörper anpassen.`,
    en: (a) =>
      `Drain, remove and dispose of the existing radiator type ${a.typ} (${a.bh} × ${a.bl} mm, heat output ${a.leistung} W${a.punkt}); adapt the connections for the new radiator.`,
    cs: (a) =>
      `Vypuštění, demontáž a odborná likvidace stávajícího otopného tělesa typ ${a.typ} (${a.bh} × ${a.bl} mm, tepelný výkon ${a.leistung} W${a.punkt}); úprava přípojek pro nové těleso.`,
    fr: (a) =>
      `Vidange, dépose et évacuation conforme du radiateur existant type ${a.typ} (${a.bh} × ${a.bl} mm, puissance ${a.leistung} W${a.punkt}) ; adaptation des raccordements au nouveau radiateur.`,
    it: (a) =>
      `Svuotamento, smontaggio e smaltimento a norma del radiatore esistente tipo ${a.typ} (${a.bh} × ${a.bl} mm, potenza termica ${a.leistung} W${a.punkt}); adattamento degli attacchi per il nuovo radiatore.`,
  };

const AT: Record<Locale, string> = { de: ' bei ', en: ' at ', cs: ' při ', fr: ' à ', it: ' a ' };

/** The tender text of a radiator exchange (XFlairTausch): removal of the old, supply of the new radiator. */
export function exchangeTenderText(
  input: RadiatorExchangeParsed,
  result: RadiatorExchangeResult,
  x: Texts,
  musterdaten: boolean,
  exponentNeu?: number,
): string[] {
  const l = x.locale;
  const punkt = input.zielLeistungBekannt
    ? ''
    : `${AT[l]}${x.number(input.vorlaufTempAlt, 1)}/${x.number(input.ruecklaufTempAlt, 1)}/${x.number(input.raumTempAlt, 1)} °C`;
  const removal = REMOVAL[l]({
    typ: input.heizkoerpertypAlt,
    bh: x.number(input.bhAlt),
    bl: x.number(input.blAlt),
    leistung: x.number(result.zielleistungAlt),
    punkt,
  });
  return [
    removal,
    ...radiatorParagraphs(x, {
      typ: input.heizkoerpertypNeu,
      ausfuehrung: input.ausfuehrungNeu,
      bh: x.number(input.bhNeu),
      bl: x.number(input.blNeu),
      normleistung: x.number(result.normleistungNeu),
      n: exponentNeu === undefined ? '' : x.number(exponentNeu, 4),
      vl: x.number(result.vorlaufTempNeu, 1),
      rl: x.number(result.ruecklaufTempNeu, 1),
      ti: x.number(input.raumTempNeu, 1),
      leistung: x.number(result.heizleistungNeu),
      methode: methodText(x, result.heizmethode, result.luefterstufe),
      durchfluss: x.number(result.durchflussNeu),
      ventil: result.ventil,
      stufe: result.ventilvoreinstellung ?? x.t('none'),
      dp: x.number(input.differenzdruckNeu),
      xp: x.number(input.regeldifferenzNeu, 1),
      schall: null,
      grenze: x.number(input.waermepumpenGrenzTemp),
      geeignet: result.waermepumpenGeeignet,
      musterdaten,
    }),
  ];
}
