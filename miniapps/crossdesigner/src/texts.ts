import { inLanguage, TERMS, type Translations } from '@portal/calc';
import { fill, type Locale } from '@portal/contracts';

/*
 * The Cross-Designer screen's own texts, in the order de, en, cs, fr, it (a missing translation
 * fails the type check; texts.test.ts checks none is empty and the placeholders agree). The words
 * its documents say too (quantities, choices, parts, verdicts) are the shared TERMS of @portal/calc.
 */
export const SCREEN_TEXTS = {
  intro: [
    'Graben, Abdeckung und Last festlegen: Nachweis, Segmente und Stückliste folgen jeder Eingabe.',
    'Set the trench, the cover and the load: the check, the segments and the parts list follow every input.',
    'Zadejte kanál, kryt a zatížení: posouzení, segmenty a kusovník se přepočítají při každé změně.',
    'Définissez le caniveau, la grille et la charge : vérification, segments et nomenclature suivent chaque saisie.',
    'Impostare canale, copertura e carico: verifica, segmenti e distinta seguono ogni inserimento.',
  ],
  groupTrench: ['Graben', 'Trench', 'Kanál', 'Caniveau', 'Canale'],
  groupCover: ['Abdeckung', 'Cover', 'Kryt', 'Grille', 'Copertura'],
  groupLoad: ['Belastung', 'Load', 'Zatížení', 'Charge', 'Carico'],
  versionOld: [
    'Ältere Version: nur Linearroste. Rollroste gibt es ab V2.0, die L-Form in V2.1.',
    'Older version: linear grilles only. Roll grilles come with V2.0, the L-shape with V2.1.',
    'Starší verze: pouze lineární mřížky. Rolovací mřížky nabízí V2.0, tvar L verze V2.1.',
    'Ancienne version : grilles linéaires uniquement. Les grilles enroulables arrivent avec la V2.0, la forme en L avec la V2.1.',
    'Versione precedente: solo griglie lineari. Le griglie avvolgibili arrivano con la V2.0, la forma a L con la V2.1.',
  ],
  betaLabel: ['BETA', 'BETA', 'BETA', 'BÊTA', 'BETA'],
  summary: [
    'Nachweis {verdict}. Freier Querschnitt {q} %, {n} Segmente.',
    'Load check {verdict}. Free cross-section {q} %, {n} segments.',
    'Posouzení {verdict}. Volný průřez {q} %, {n} segmentů.',
    'Vérification {verdict}. Section libre {q} %, {n} segments.',
    'Verifica {verdict}. Sezione libera {q} %, {n} segmenti.',
  ],
  problemsTitle: ['Bitte prüfen', 'Please check', 'Zkontrolujte prosím', 'À vérifier', 'Da verificare'],
  noResult: [
    'Sobald alle Eingaben stimmen, erscheinen hier Nachweis, Segmente und Stückliste.',
    'As soon as every input is valid, the check, the segments and the parts list appear here.',
    'Jakmile budou všechny údaje platné, zobrazí se zde posouzení, segmenty a kusovník.',
    'Dès que toutes les saisies sont valables, la vérification, les segments et la nomenclature s’affichent ici.',
    'Non appena tutti i dati sono validi, qui compaiono verifica, segmenti e distinta.',
  ],
  errNumber: [
    'Bitte eine Zahl von {min} bis {max} eingeben.',
    'Please enter a number from {min} to {max}.',
    'Zadejte číslo od {min} do {max}.',
    'Veuillez saisir un nombre de {min} à {max}.',
    'Inserire un numero da {min} a {max}.',
  ],
  errWhole: [
    'Bitte ganze Millimeter von {min} bis {max} eingeben.',
    'Please enter whole millimetres from {min} to {max}.',
    'Zadejte celé milimetry od {min} do {max}.',
    'Veuillez saisir des millimètres entiers de {min} à {max}.',
    'Inserire millimetri interi da {min} a {max}.',
  ],
  errTeilung: [
    'Die Teilung muss größer als die Stabbreite sein; der Spalt darf höchstens 100 mm betragen.',
    'The pitch must be larger than the bar width; the gap may be 100 mm at most.',
    'Rozteč musí být větší než šířka prutu; mezera smí být nejvýše 100 mm.',
    'Le pas doit dépasser la largeur du barreau ; l’écart ne peut dépasser 100 mm.',
    'Il passo deve superare la larghezza della barra; la fessura può essere al massimo 100 mm.',
  ],
  errEckSegment: [
    'Bei L-Form muss jedes Segment länger als die Innenbreite sein (Gehrungsschnitt).',
    'In an L, every segment must be longer than the inner width (mitre cut).',
    'U tvaru L musí být každý segment delší než vnitřní šířka (řez na pokos).',
    'En forme de L, chaque segment doit être plus long que la largeur intérieure (coupe d’onglet).',
    'Nella forma a L ogni segmento deve essere più lungo della larghezza interna (taglio a 45°).',
  ],
  errFarbe: [
    'Bitte eine RAL-Farbe wie „RAL 9016“ eingeben.',
    'Please enter a RAL colour such as “RAL 9016”.',
    'Zadejte barvu RAL, například „RAL 9016“.',
    'Veuillez saisir une teinte RAL, par exemple « RAL 9016 ».',
    'Inserire un colore RAL, ad esempio «RAL 9016».',
  ],
  errChoice: [
    'Diese Auswahl passt nicht zu den übrigen Angaben.',
    'This choice does not fit the other inputs.',
    'Tato volba neodpovídá ostatním údajům.',
    'Ce choix ne correspond pas aux autres saisies.',
    'Questa scelta non è compatibile con gli altri dati.',
  ],
  sampleNote: [
    'Die Werkstoffkennwerte (E-Modul, zulässige Spannung) sind Beispieldaten und ersetzen nicht die Angaben des Herstellers.',
    'The material values (modulus of elasticity, admissible stress) are sample data and do not replace the manufacturer’s data.',
    'Materiálové hodnoty (modul pružnosti, přípustné napětí) jsou vzorová data a nenahrazují údaje výrobce.',
    'Les valeurs des matériaux (module d’élasticité, contrainte admissible) sont des données d’exemple et ne remplacent pas celles du fabricant.',
    'I valori dei materiali (modulo elastico, tensione ammissibile) sono dati di esempio e non sostituiscono quelli del produttore.',
  ],
  unknownVersion: [
    'Diese Version des Cross-Designers gibt es nicht.',
    'This version of the Cross-Designer does not exist.',
    'Tato verze Cross-Designeru neexistuje.',
    'Cette version du Cross-Designer n’existe pas.',
    'Questa versione del Cross-Designer non esiste.',
  ],
} satisfies Record<string, Translations>;

const T = { ...TERMS, ...SCREEN_TEXTS };
export type TextKey = keyof typeof T;
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** The screen's texts in one language, `{name}` placeholders filled. */
export function translator(locale: Locale): Translate {
  return (key, values = {}) => fill(inLanguage(T[key], locale), values);
}

/** A quantity's name with its unit, as a field is labelled: "Innenbreite (mm)". */
export function labelWithUnit(t: Translate, key: TextKey, unit: string): string {
  return `${t(key)} (${unit})`;
}
