import type { Translations } from '../terms';

/** The notes the fan-convector engines write (German), in every interface language; read by ../notes.ts. */
export const FAN_CONVECTOR_NOTES: ReadonlyArray<{ pattern: RegExp; text: (m: RegExpMatchArray) => Translations }> = [
  {
    pattern: /^Kühlregister unter dem Taupunkt \(([\d.,−-]+) °C\): Kondensatablauf vorsehen\.$/,
    text: (m) => [
      `Kühlregister unter dem Taupunkt (${m[1]} °C): Kondensatablauf vorsehen.`,
      `Cooling coil below the dew point (${m[1]} °C): provide a condensate drain.`,
      `Chladicí výměník pod rosným bodem (${m[1]} °C): zajistěte odvod kondenzátu.`,
      `Batterie froide sous le point de rosée (${m[1]} °C) : prévoir une évacuation des condensats.`,
      `Batteria fredda sotto il punto di rugiada (${m[1]} °C): prevedere lo scarico della condensa.`,
    ],
  },
  {
    pattern: /^Kühlleistung durch den Wassermassenstrom begrenzt: das Wasser nimmt höchstens (\d+) W auf\.$/,
    text: (m) => [
      `Kühlleistung durch den Wassermassenstrom begrenzt: das Wasser nimmt höchstens ${m[1]} W auf.`,
      `Cooling output limited by the water mass flow: the water takes up at most ${m[1]} W.`,
      `Chladicí výkon omezen hmotnostním průtokem vody: voda pojme nejvýše ${m[1]} W.`,
      `Puissance frigorifique limitée par le débit d’eau : l’eau absorbe au plus ${m[1]} W.`,
      `Potenza frigorifera limitata dalla portata d’acqua: l’acqua assorbe al massimo ${m[1]} W.`,
    ],
  },
  {
    pattern: /^Heizleistung durch den Wassermassenstrom begrenzt: das Wasser gibt höchstens (\d+) W ab\.$/,
    text: (m) => [
      `Heizleistung durch den Wassermassenstrom begrenzt: das Wasser gibt höchstens ${m[1]} W ab.`,
      `Heating output limited by the water mass flow: the water gives off at most ${m[1]} W.`,
      `Topný výkon omezen hmotnostním průtokem vody: voda odevzdá nejvýše ${m[1]} W.`,
      `Puissance calorifique limitée par le débit d’eau : l’eau cède au plus ${m[1]} W.`,
      `Potenza termica limitata dalla portata d’acqua: l’acqua cede al massimo ${m[1]} W.`,
    ],
  },
  {
    pattern: /^Kühlbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-3\.$/,
    text: () => [
      'Kühlbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-3.',
      'Cooling operation outside the assumed application range of EN 16430-3.',
      'Chlazení mimo předpokládaný rozsah použití EN 16430-3.',
      'Rafraîchissement hors du domaine d’application supposé de l’EN 16430-3.',
      'Raffrescamento fuori dal campo di applicazione ipotizzato della EN 16430-3.',
    ],
  },
  {
    pattern: /^Heizbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-2\.$/,
    text: () => [
      'Heizbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-2.',
      'Heating operation outside the assumed application range of EN 16430-2.',
      'Vytápění mimo předpokládaný rozsah použití EN 16430-2.',
      'Chauffage hors du domaine d’application supposé de l’EN 16430-2.',
      'Riscaldamento fuori dal campo di applicazione ipotizzato della EN 16430-2.',
    ],
  },
  {
    pattern: /^Keine Leistungsstufe erfüllt alle Zielwerte\.$/,
    text: () => [
      'Keine Leistungsstufe erfüllt alle Zielwerte.',
      'No fan stage meets every target.',
      'Žádný stupeň ventilátoru nesplňuje všechny cílové hodnoty.',
      'Aucune vitesse ne satisfait toutes les valeurs cibles.',
      'Nessuna velocità soddisfa tutti i valori obiettivo.',
    ],
  },
];
