import type { Locale } from '@portal/contracts/brands';
import { FAN_CONVECTOR_NOTES } from './fanConvector/notes';
import { formatNumber } from './format';
import { inLanguage, type Translations } from './terms';

/**
 * The engines write their notes in German; these are the notes they write, in every interface
 * language. Kept beside the engines so the documents (server) and the screens (mini-app) say the
 * same thing, and a new note is translated in one place.
 */
const NOTES: ReadonlyArray<{ pattern: RegExp; text: (m: RegExpMatchArray) => Translations }> = [
  {
    pattern:
      /^Die Wärmepumpe deckt die Heizlast bei Norm-Außentemperatur nicht \(([\d.,]+) von ([\d.,]+) kW\): größere Wärmepumpe oder bivalente Betriebsweise wählen\.$/,
    text: (m) => [
      `Die Wärmepumpe deckt die Heizlast bei Norm-Außentemperatur nicht (${m[1]} von ${m[2]} kW): größere Wärmepumpe oder bivalente Betriebsweise wählen.`,
      `The heat pump does not cover the heat load at the design outdoor temperature (${m[1]} of ${m[2]} kW): choose a larger heat pump or bivalent operation.`,
      `Tepelné čerpadlo nepokryje tepelnou ztrátu při výpočtové venkovní teplotě (${m[1]} z ${m[2]} kW): zvolte větší tepelné čerpadlo nebo bivalentní provoz.`,
      `La pompe à chaleur ne couvre pas la charge thermique à la température extérieure de base (${m[1]} sur ${m[2]} kW) : choisir une pompe plus puissante ou un fonctionnement bivalent.`,
      `La pompa di calore non copre il carico termico alla temperatura esterna di progetto (${m[1]} di ${m[2]} kW): scegliere una pompa più grande o il funzionamento bivalente.`,
    ],
  },
  {
    pattern:
      /^Vorlauftemperatur über ([\d.,]+) °C: eine Luft\/Wasser-Wärmepumpe arbeitet dort mit niedriger Jahresarbeitszahl; Heizflächen vergrößern oder Vorlauftemperatur senken\.$/,
    text: (m) => [
      `Vorlauftemperatur über ${m[1]} °C: eine Luft/Wasser-Wärmepumpe arbeitet dort mit niedriger Jahresarbeitszahl; Heizflächen vergrößern oder Vorlauftemperatur senken.`,
      `Flow temperature above ${m[1]} °C: an air-to-water heat pump works there with a low seasonal performance factor; enlarge the heating surfaces or lower the flow temperature.`,
      `Teplota přívodu nad ${m[1]} °C: tepelné čerpadlo vzduch/voda zde pracuje s nízkým sezónním topným faktorem; zvětšete otopné plochy nebo snižte teplotu přívodu.`,
      `Température de départ supérieure à ${m[1]} °C : une pompe à chaleur air/eau y fonctionne avec un faible coefficient de performance saisonnier ; agrandir les surfaces de chauffe ou baisser la température de départ.`,
      `Temperatura di mandata oltre ${m[1]} °C: una pompa di calore aria/acqua lavora con un basso coefficiente di prestazione stagionale; ingrandire le superfici radianti o abbassare la temperatura di mandata.`,
    ],
  },
  {
    pattern: /^VDI 4650 Blatt 1 gilt bis 60 °C Vorlauftemperatur; die Jahresarbeitszahl darüber ist extrapoliert\.$/,
    text: () => [
      'VDI 4650 Blatt 1 gilt bis 60 °C Vorlauftemperatur; die Jahresarbeitszahl darüber ist extrapoliert.',
      'VDI 4650 part 1 covers flow temperatures up to 60 °C; the seasonal performance factor above is extrapolated.',
      'VDI 4650 část 1 platí do teploty přívodu 60 °C; sezónní topný faktor nad ní je extrapolován.',
      'La VDI 4650 partie 1 s’applique jusqu’à 60 °C de départ ; au-delà, le coefficient saisonnier est extrapolé.',
      'La VDI 4650 parte 1 vale fino a 60 °C di mandata; oltre, il coefficiente stagionale è estrapolato.',
    ],
  },
  {
    pattern: /^GEG §71 nicht erfüllt: die Wärmepumpe deckt (\d+) % der Heizwärme, gefordert sind 65 %\.$/,
    text: (m) => [
      `GEG §71 nicht erfüllt: die Wärmepumpe deckt ${m[1]} % der Heizwärme, gefordert sind 65 %.`,
      `GEG §71 not met: the heat pump covers ${m[1]} % of the heating heat, 65 % are required.`,
      `GEG §71 nesplněn: tepelné čerpadlo pokrývá ${m[1]} % tepla na vytápění, požadováno je 65 %.`,
      `GEG §71 non respecté : la pompe à chaleur couvre ${m[1]} % de la chaleur de chauffage, 65 % sont exigés.`,
      `GEG §71 non rispettato: la pompa di calore copre il ${m[1]} % del calore di riscaldamento, è richiesto il 65 %.`,
    ],
  },
  {
    pattern:
      /^Neubauten fördert die BEG-Einzelmaßnahme nicht; gefördert wird ein Neubau über die Neubauförderung der KfW\.$/,
    text: () => [
      'Neubauten fördert die BEG-Einzelmaßnahme nicht; gefördert wird ein Neubau über die Neubauförderung der KfW.',
      'The BEG individual measures do not fund new builds; a new build is funded through KfW’s new-build programme.',
      'Novostavby BEG jednotlivá opatření nepodporuje; novostavba se podporuje programem KfW pro novostavby.',
      'Les mesures individuelles BEG ne financent pas les constructions neuves ; elles relèvent du programme KfW pour le neuf.',
      'Le misure singole BEG non finanziano le nuove costruzioni; una nuova costruzione è finanziata dal programma KfW per il nuovo.',
    ],
  },
  {
    pattern: /^Leistung (des neuen Heizkörpers )?zwischen den benachbarten Kataloglängen interpoliert\.$/,
    text: () => [
      'Leistung zwischen den benachbarten Kataloglängen interpoliert.',
      'Output interpolated between the neighbouring catalogue lengths.',
      'Výkon interpolován mezi sousedními katalogovými délkami.',
      'Puissance interpolée entre les longueurs de catalogue voisines.',
      'Potenza interpolata tra le lunghezze di catalogo adiacenti.',
    ],
  },
  {
    pattern: /^Leistung (des neuen Heizkörpers )?aus der nächsten Kataloglänge je Meter umgerechnet\.$/,
    text: () => [
      'Leistung aus der nächsten Kataloglänge je Meter umgerechnet.',
      'Output converted per metre from the nearest catalogue length.',
      'Výkon přepočten na metr z nejbližší katalogové délky.',
      'Puissance convertie au mètre à partir de la longueur de catalogue la plus proche.',
      'Potenza convertita al metro dalla lunghezza di catalogo più vicina.',
    ],
  },
  {
    pattern: /^Kein Heizkörper im Katalog erreicht die Zielleistung innerhalb der Toleranz\.$/,
    text: () => [
      'Kein Heizkörper im Katalog erreicht die Zielleistung innerhalb der Toleranz.',
      'No radiator in the catalogue reaches the required output within the tolerance.',
      'Žádné těleso v katalogu nedosahuje požadovaného výkonu v rámci tolerance.',
      'Aucun radiateur du catalogue n’atteint la puissance requise dans la tolérance.',
      'Nessun radiatore del catalogo raggiunge la potenza richiesta entro la tolleranza.',
    ],
  },
  {
    pattern: /^Der Durchfluss übersteigt die größte Voreinstellung des Ventils\.$/,
    text: () => [
      'Der Durchfluss übersteigt die größte Voreinstellung des Ventils.',
      'The flow exceeds the largest presetting of the valve.',
      'Průtok překračuje největší přednastavení ventilu.',
      'Le débit dépasse le plus grand préréglage du robinet.',
      'La portata supera la preregolazione massima della valvola.',
    ],
  },
  {
    pattern: /^Alter Heizkörper nicht im Katalog: Normleistung geschätzt \(±10 %\)\.$/,
    text: () => [
      'Alter Heizkörper nicht im Katalog: Normleistung geschätzt (±10 %).',
      'Old radiator not in the catalogue: nominal output estimated (±10 %).',
      'Původní těleso není v katalogu: jmenovitý výkon odhadnut (±10 %).',
      'Ancien radiateur absent du catalogue : puissance nominale estimée (±10 %).',
      'Radiatore esistente non in catalogo: potenza nominale stimata (±10 %).',
    ],
  },
  {
    pattern:
      /^Alter Stahlgliederheizkörper: Normleistung aus Bauhöhe, Baulänge und Bautiefe geschätzt \(±(\d+) %\); eine Herstellerangabe als Zielleistung ist genauer\.$/,
    text: (m) => [
      `Alter Stahlgliederheizkörper: Normleistung aus Bauhöhe, Baulänge und Bautiefe geschätzt (±${m[1]} %); eine Herstellerangabe als Zielleistung ist genauer.`,
      `Old steel sectional radiator: nominal output estimated from its height, length and depth (±${m[1]} %); a manufacturer's rating entered as the target output is more accurate.`,
      `Původní ocelové článkové těleso: jmenovitý výkon odhadnut z výšky, délky a hloubky (±${m[1]} %); údaj výrobce zadaný jako cílový výkon je přesnější.`,
      `Ancien radiateur à éléments en acier : puissance nominale estimée d’après sa hauteur, sa longueur et sa profondeur (±${m[1]} %) ; une donnée du fabricant saisie comme puissance cible est plus précise.`,
      `Radiatore esistente a elementi in acciaio: potenza nominale stimata da altezza, lunghezza e profondità (±${m[1]} %); un dato del produttore inserito come potenza obiettivo è più preciso.`,
    ],
  },
  {
    pattern: /^Vorlauftemperatur über ([\d.,]+) °C: für Wärmepumpen ungünstig\.$/,
    text: (m) => [
      `Vorlauftemperatur über ${m[1]} °C: für Wärmepumpen ungünstig.`,
      `Flow temperature above ${m[1]} °C: unfavourable for heat pumps.`,
      `Teplota přívodu nad ${m[1]} °C: pro tepelná čerpadla nevýhodné.`,
      `Température de départ supérieure à ${m[1]} °C : défavorable aux pompes à chaleur.`,
      `Temperatura di mandata oltre ${m[1]} °C: sfavorevole per le pompe di calore.`,
    ],
  },
  {
    pattern: /^Benötigte Vorlauftemperatur über ([\d.,]+) °C: größeren Heizkörper oder Lüfterstufe wählen\.$/,
    text: (m) => [
      `Benötigte Vorlauftemperatur über ${m[1]} °C: größeren Heizkörper oder Lüfterstufe wählen.`,
      `Required flow temperature above ${m[1]} °C: choose a larger radiator or a fan stage.`,
      `Potřebná teplota přívodu nad ${m[1]} °C: zvolte větší těleso nebo stupeň ventilátoru.`,
      `Température de départ nécessaire supérieure à ${m[1]} °C : choisir un radiateur plus grand ou une vitesse de ventilateur.`,
      `Temperatura di mandata necessaria oltre ${m[1]} °C: scegliere un radiatore più grande o una velocità del ventilatore.`,
    ],
  },
  {
    pattern:
      /^Nicht erreichbar: der neue Heizkörper bräuchte mehr als die maximale Vorlauftemperatur von ([\d.,]+) °C und gibt dort (\d+) W von (\d+) W\.$/,
    text: (m) => [
      `Nicht erreichbar: der neue Heizkörper bräuchte mehr als die maximale Vorlauftemperatur von ${m[1]} °C und gibt dort ${m[2]} W von ${m[3]} W.`,
      `Not reachable: the new radiator would need more than the maximum flow temperature of ${m[1]} °C and gives ${m[2]} W of ${m[3]} W there.`,
      `Nedosažitelné: nové těleso by potřebovalo více než maximální teplotu přívodu ${m[1]} °C a dává při ní ${m[2]} W z ${m[3]} W.`,
      `Non atteignable : le nouveau radiateur demanderait plus que la température de départ maximale de ${m[1]} °C et n’y fournit que ${m[2]} W sur ${m[3]} W.`,
      `Non raggiungibile: il nuovo radiatore richiederebbe più della temperatura di mandata massima di ${m[1]} °C e lì fornisce ${m[2]} W su ${m[3]} W.`,
    ],
  },
  {
    pattern: /^Kein Heizkörper im Katalog erreicht den Wärmebedarf innerhalb der Temperaturgrenzen\.$/,
    text: () => [
      'Kein Heizkörper im Katalog erreicht den Wärmebedarf innerhalb der Temperaturgrenzen.',
      'No radiator in the catalogue reaches the demand within the temperature limits.',
      'Žádné těleso v katalogu nedosáhne potřeby tepla v rámci teplotních mezí.',
      'Aucun radiateur du catalogue n’atteint le besoin de chaleur dans les limites de température.',
      'Nessun radiatore del catalogo raggiunge il fabbisogno entro i limiti di temperatura.',
    ],
  },
  {
    pattern: /^Vorschlag: Typ (\S+), (\d+) × (\d+) mm erreicht den Wärmebedarf mit (\d+) °C Vorlauf\.$/,
    text: (m) => [
      `Vorschlag: Typ ${m[1]}, ${m[2]} × ${m[3]} mm erreicht den Wärmebedarf mit ${m[4]} °C Vorlauf.`,
      `Proposal: type ${m[1]}, ${m[2]} × ${m[3]} mm reaches the demand at ${m[4]} °C flow.`,
      `Návrh: typ ${m[1]}, ${m[2]} × ${m[3]} mm dosáhne potřeby tepla při přívodu ${m[4]} °C.`,
      `Proposition : type ${m[1]}, ${m[2]} × ${m[3]} mm atteint le besoin de chaleur avec un départ à ${m[4]} °C.`,
      `Proposta: tipo ${m[1]}, ${m[2]} × ${m[3]} mm raggiunge il fabbisogno con mandata a ${m[4]} °C.`,
    ],
  },
  {
    pattern:
      /^Vorschlag: (\d+) Heizkörper Typ (\S+), (\d+) × (\d+) mm erreichen den Wärmebedarf mit (\d+) °C Vorlauf\.$/,
    text: (m) => [
      `Vorschlag: ${m[1]} Heizkörper Typ ${m[2]}, ${m[3]} × ${m[4]} mm erreichen den Wärmebedarf mit ${m[5]} °C Vorlauf.`,
      `Proposal: ${m[1]} radiators type ${m[2]}, ${m[3]} × ${m[4]} mm reach the demand at ${m[5]} °C flow.`,
      `Návrh: ${m[1]} tělesa typ ${m[2]}, ${m[3]} × ${m[4]} mm dosáhnou potřeby tepla při přívodu ${m[5]} °C.`,
      `Proposition : ${m[1]} radiateurs type ${m[2]}, ${m[3]} × ${m[4]} mm atteignent le besoin de chaleur avec un départ à ${m[5]} °C.`,
      `Proposta: ${m[1]} radiatori tipo ${m[2]}, ${m[3]} × ${m[4]} mm raggiungono il fabbisogno con mandata a ${m[5]} °C.`,
    ],
  },
  {
    pattern: /^Differenzdruck über (\d+) mbar: Strömungsgeräusche am Ventil möglich\.$/,
    text: (m) => [
      `Differenzdruck über ${m[1]} mbar: Strömungsgeräusche am Ventil möglich.`,
      `Differential pressure above ${m[1]} mbar: flow noise at the valve is possible.`,
      `Diferenční tlak nad ${m[1]} mbar: možný hluk proudění na ventilu.`,
      `Pression différentielle supérieure à ${m[1]} mbar : bruits d’écoulement possibles au robinet.`,
      `Pressione differenziale oltre ${m[1]} mbar: possibili rumori di flusso alla valvola.`,
    ],
  },
  ...FAN_CONVECTOR_NOTES,
];

/** An engine note in the given language, or undefined when the note is not one the engines write. */
export function translateNote(text: string, locale: Locale): string | undefined {
  for (const note of NOTES) {
    const m = text.match(note.pattern);
    if (m) return inLanguage(note.text(inLocalNumbers(m, locale)), locale);
  }
  return undefined;
}

/**
 * The engines write the numbers in their notes as JavaScript does (14.7); a note says them as its
 * language writes them (14,7 in German), with the decimals the engine wrote.
 */
function inLocalNumbers(m: RegExpMatchArray, locale: Locale): RegExpMatchArray {
  const local = [...m].map((group, i) => {
    const number = i > 0 && group !== undefined ? /^([−-]?)(\d+)(?:\.(\d+))?$/.exec(group) : null;
    if (!number) return group;
    const value = Number(`${number[1] ? '-' : ''}${number[2]}.${number[3] ?? '0'}`);
    return formatNumber(value, locale, number[3]?.length ?? 0);
  });
  return Object.assign(local, { index: m.index, input: m.input, groups: m.groups }) as RegExpMatchArray;
}
