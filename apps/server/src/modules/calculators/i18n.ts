import { formatNumber, inLanguage, TERMS, type Translations, translateNote } from '@portal/calc';
import { fill, INTL_LOCALE, type Locale } from '@portal/contracts';

/**
 * Texts of the calculator documents in the five interface languages. The words the screens say
 * too come from @portal/calc (TERMS); these are the documents' own.
 */
const DOCUMENT_TEXTS = {
  // Frame of every document
  tenderText: [
    'Ausschreibungstext',
    'Tender text',
    'Text pro výběrové řízení',
    'Texte de descriptif',
    'Voce di capitolato',
  ],
  basis: ['Berechnungsgrundlagen', 'Calculation basis', 'Podklady výpočtu', 'Bases de calcul', 'Basi di calcolo'],
  sampleData: [
    'Die Katalogwerte (Heizkörper, Lüfterstufen, Ventile, Profile, Werkstoffe, U-Werte, Normaußentemperaturen, Pakete) sind Beispieldaten und ersetzen nicht die Angaben des Herstellers.',
    'Catalogue values (radiators, fan stages, valves, profiles, materials, U-values, design temperatures, packages) are sample data and do not replace the manufacturer’s data.',
    'Katalogové hodnoty (otopná tělesa, stupně ventilátoru, ventily, profily, materiály, součinitele U, výpočtové venkovní teploty, balíčky) jsou vzorová data a nenahrazují údaje výrobce.',
    'Les valeurs de catalogue (radiateurs, vitesses de ventilateur, robinets, profilés, matériaux, coefficients U, températures de base, packs) sont des données d’exemple et ne remplacent pas les données du fabricant.',
    'I valori di catalogo (radiatori, velocità del ventilatore, valvole, profili, materiali, valori U, temperature di progetto, pacchetti) sono dati di esempio e non sostituiscono i dati del produttore.',
  ],
  project: ['Projekt', 'Project', 'Projekt', 'Projet', 'Progetto'],
  date: ['Datum', 'Date', 'Datum', 'Date', 'Data'],
  page: [
    'Seite {n} von {total}',
    'Page {n} of {total}',
    'Strana {n} z {total}',
    'Page {n} sur {total}',
    'Pagina {n} di {total}',
  ],
  unit: ['Einheit', 'Unit', 'Jednotka', 'Unité', 'Unità'],
  none: ['–', '–', '–', '–', '–'],
  chart: ['Diagramm', 'Chart', 'Graf', 'Diagramme', 'Grafico'],

  // Quantities
  exponent: ['Heizkörperexponent n', 'Radiator exponent n', 'Exponent tělesa n', 'Exposant n', 'Esponente n'],
  luefter: ['Lüfter', 'fan', 'ventilátor', 'ventilateur', 'ventilatore'],
  differenzdruck: [
    'Differenzdruck',
    'Differential pressure',
    'Diferenční tlak',
    'Pression différentielle',
    'Pressione differenziale',
  ],
  regeldifferenz: [
    'Regeldifferenz (P-Abweichung Xp)',
    'Proportional band Xp',
    'Pásmo proporcionality Xp',
    'Bande proportionnelle Xp',
    'Banda proporzionale Xp',
  ],

  // Radiator calculation
  xflairTitle: [
    'Heizkörperberechnung',
    'Radiator calculation',
    'Výpočet otopného tělesa',
    'Calcul de radiateur',
    'Calcolo del radiatore',
  ],
  anzeigeLeistung: [
    'Alle passenden Größen zeigen',
    'Show all fitting sizes',
    'Zobrazit všechny vhodné velikosti',
    'Afficher toutes les tailles',
    'Mostra tutte le misure',
  ],
  umrechnungsfaktor: [
    'Umrechnungsfaktor',
    'Conversion factor',
    'Přepočtový součinitel',
    'Facteur de conversion',
    'Fattore di conversione',
  ],

  // Radiator exchange
  xflairTauschTitle: [
    'Heizkörpertausch',
    'Radiator exchange',
    'Výměna otopného tělesa',
    'Remplacement de radiateur',
    'Sostituzione del radiatore',
  ],
  zielLeistungBekannt: [
    'Zielleistung bekannt',
    'Required output known',
    'Požadovaný výkon znám',
    'Puissance requise connue',
    'Potenza richiesta nota',
  ],
  spreizung: ['Spreizung', 'Spread', 'Teplotní spád', 'Écart départ/retour', 'Salto termico'],
  alt: ['alt', 'old', 'původní', 'ancien', 'esistente'],
  neu: ['neu', 'new', 'nový', 'nouveau', 'nuovo'],
  normleistungGeschaetzt: [
    'Normleistung alt geschätzt',
    'Old nominal output estimated',
    'Původní jmenovitý výkon odhadnut',
    'Ancienne puissance nominale estimée',
    'Potenza nominale esistente stimata',
  ],
  luefterNutzen: [
    'Lüfterstufen nutzen',
    'Use fan stages',
    'Použít stupně ventilátoru',
    'Utiliser les vitesses',
    'Usare le velocità',
  ],

  // Building calculation
  buildingCalcTitle: [
    'Gebäudeheizlast',
    'Building heat load',
    'Tepelná ztráta budovy',
    'Déperditions du bâtiment',
    'Carico termico dell’edificio',
  ],
  raum: ['Raum', 'Room', 'Místnost', 'Pièce', 'Locale'],
  bauteile: ['Bauteile', 'Building elements', 'Stavební konstrukce', 'Parois', 'Componenti edilizi'],
  bauteil: ['Bauteil', 'Element', 'Konstrukce', 'Paroi', 'Componente'],
  luftwechsel: ['Luftwechsel', 'Air change', 'Intenzita výměny vzduchu', 'Renouvellement d’air', 'Ricambio d’aria'],
  angrenzendeTemp: [
    'Temperatur angrenzend',
    'Adjacent temperature',
    'Teplota sousedního prostoru',
    'Température voisine',
    'Temperatura confinante',
  ],
  faktor: ['Temperaturfaktor f', 'Adjacency factor f', 'Teplotní součinitel f', 'Facteur f', 'Fattore f'],
  transmission: [
    'Transmissionswärmeverlust',
    'Transmission heat loss',
    'Tepelná ztráta prostupem',
    'Déperdition par transmission',
    'Dispersione per trasmissione',
  ],
  lueftung: [
    'Lüftungswärmeverlust',
    'Ventilation heat loss',
    'Tepelná ztráta větráním',
    'Déperdition par renouvellement d’air',
    'Dispersione per ventilazione',
  ],
  wohnflaeche: ['Wohnfläche', 'Living area', 'Obytná plocha', 'Surface habitable', 'Superficie abitabile'],

  // Grille load
  convectorLoadCalcTitle: [
    'Rostbelastung',
    'Grille load',
    'Zatížení mřížky',
    'Charge de grille',
    'Carico della griglia',
  ],
  bautiefe: [
    'Bautiefe (Stützweite)',
    'Trench width (span)',
    'Stavební hloubka (rozpětí)',
    'Largeur de caniveau (portée)',
    'Larghezza del canale (luce)',
  ],
  abstand: [
    'Abstand zwischen den Stäben',
    'Gap between the bars',
    'Mezera mezi pruty',
    'Écart entre les barreaux',
    'Distanza tra le barre',
  ],
  lastflaeche: [
    'Lastfläche (Kantenlänge)',
    'Load area (side)',
    'Zatěžovací plocha (strana)',
    'Surface de charge (côté)',
    'Area di carico (lato)',
  ],
  durchbiegungsgrenze: [
    'Zulässige Durchbiegung',
    'Admissible deflection',
    'Přípustný průhyb',
    'Flèche admissible',
    'Freccia ammessa',
  ],
  belastungswert: [
    'Belastungswert (Einzellast)',
    'Load value (point load)',
    'Únosnost (osamělé břemeno)',
    'Charge admissible (ponctuelle)',
    'Carico ammissibile (concentrato)',
  ],
  lastkurve: [
    'Belastbarkeit über der Stützweite',
    'Load capacity over the span',
    'Únosnost v závislosti na rozpětí',
    'Capacité de charge selon la portée',
    'Portata in funzione della luce',
  ],
  einzellastFestigkeit: [
    'Zulässige Einzellast (Festigkeit)',
    'Admissible point load (strength)',
    'Přípustné břemeno (pevnost)',
    'Charge ponctuelle admissible (résistance)',
    'Carico concentrato ammissibile (resistenza)',
  ],
  einzellastDurchbiegung: [
    'Zulässige Einzellast (Durchbiegung L/{n})',
    'Admissible point load (deflection L/{n})',
    'Přípustné břemeno (průhyb L/{n})',
    'Charge ponctuelle admissible (flèche L/{n})',
    'Carico concentrato ammissibile (freccia L/{n})',
  ],
  einzellast: [
    'Zulässige Einzellast',
    'Admissible point load',
    'Přípustné osamělé břemeno',
    'Charge ponctuelle admissible',
    'Carico concentrato ammissibile',
  ],
  flaechenlastKurve: [
    'Zulässige Flächenlast',
    'Admissible area load',
    'Přípustné plošné zatížení',
    'Charge répartie admissible',
    'Carico distribuito ammissibile',
  ],
  // Calculation basis
  basisEn442: [
    'Wärmeleistung nach DIN EN 442: Φ = Φn · (ΔT/ΔTn)^n, Normpunkt 75/65/20 °C, ΔTn = 49,83 K (logarithmisch) bzw. 50 K (arithmetisch).',
    'Heat output to EN 442: Φ = Φn · (ΔT/ΔTn)^n, nominal point 75/65/20 °C, ΔTn = 49.83 K (logarithmic) or 50 K (arithmetic).',
    'Tepelný výkon dle EN 442: Φ = Φn · (ΔT/ΔTn)^n, jmenovitý bod 75/65/20 °C, ΔTn = 49,83 K (logaritmicky) nebo 50 K (aritmeticky).',
    'Puissance selon EN 442 : Φ = Φn · (ΔT/ΔTn)^n, point nominal 75/65/20 °C, ΔTn = 49,83 K (logarithmique) ou 50 K (arithmétique).',
    'Potenza secondo EN 442: Φ = Φn · (ΔT/ΔTn)^n, punto nominale 75/65/20 °C, ΔTn = 49,83 K (logaritmica) o 50 K (aritmetica).',
  ],
  basisLogMean: [
    'Logarithmische Übertemperatur ΔT = (θV − θR) / ln[(θV − θi)/(θR − θi)].',
    'Log mean excess temperature ΔT = (θV − θR) / ln[(θV − θi)/(θR − θi)].',
    'Logaritmický teplotní rozdíl ΔT = (θV − θR) / ln[(θV − θi)/(θR − θi)].',
    'Écart logarithmique ΔT = (θV − θR) / ln[(θV − θi)/(θR − θi)].',
    'Differenza logaritmica ΔT = (θV − θR) / ln[(θV − θi)/(θR − θi)].',
  ],
  basisWater: [
    'Wassermassenstrom ṁ = Φ / (1,163 Wh/(kg·K) · σ), 1 kg = 1 l.',
    'Water mass flow ṁ = Φ / (1.163 Wh/(kg·K) · σ), 1 kg = 1 l.',
    'Hmotnostní průtok ṁ = Φ / (1,163 Wh/(kg·K) · σ), 1 kg = 1 l.',
    'Débit massique ṁ = Φ / (1,163 Wh/(kg·K) · σ), 1 kg = 1 l.',
    'Portata massica ṁ = Φ / (1,163 Wh/(kg·K) · σ), 1 kg = 1 l.',
  ],
  basisValve: [
    'Ventilvoreinstellung: kleinste Stufe mit kv ≥ V̇/√Δp (kv nach EN 215 bei der Regeldifferenz Xp).',
    'Valve presetting: the smallest step with kv ≥ V̇/√Δp (kv to EN 215 at the proportional band Xp).',
    'Přednastavení ventilu: nejmenší stupeň s kv ≥ V̇/√Δp (kv dle EN 215 při pásmu proporcionality Xp).',
    'Préréglage : la plus petite position avec kv ≥ V̇/√Δp (kv selon EN 215 à la bande proportionnelle Xp).',
    'Preregolazione: la posizione minima con kv ≥ V̇/√Δp (kv secondo EN 215 alla banda proporzionale Xp).',
  ],
  basisSound: [
    'Schall: Schallleistung der Lüfterstufe je Meter + 10·lg(L/1 m); Schalldruck im Raum nach DIN 4109 mit der Absorptionsfläche nach Sabine.',
    'Sound: sound power of the fan stage per metre + 10·lg(L/1 m); sound pressure in the room after DIN 4109 with the Sabine absorption area.',
    'Hluk: akustický výkon stupně ventilátoru na metr + 10·lg(L/1 m); akustický tlak v místnosti dle DIN 4109 s pohltivou plochou dle Sabina.',
    'Acoustique : puissance de la vitesse par mètre + 10·lg(L/1 m) ; pression dans la pièce selon DIN 4109 avec l’aire d’absorption de Sabine.',
    'Acustica: potenza della velocità per metro + 10·lg(L/1 m); pressione nel locale secondo DIN 4109 con l’area di assorbimento di Sabine.',
  ],
  basisExchange: [
    'Neue Vorlauftemperatur in geschlossener Form: θV − θi = σ / (1 − e^(−σ/ΔT*)), ΔT* = ΔTn · (Φ/Φn)^(1/n); der Wärmebedarf des Raums bleibt unverändert.',
    'New flow temperature in closed form: θV − θi = σ / (1 − e^(−σ/ΔT*)), ΔT* = ΔTn · (Φ/Φn)^(1/n); the room’s heat demand stays unchanged.',
    'Nová teplota přívodu v uzavřeném tvaru: θV − θi = σ / (1 − e^(−σ/ΔT*)), ΔT* = ΔTn · (Φ/Φn)^(1/n); tepelná potřeba místnosti se nemění.',
    'Nouvelle température de départ sous forme fermée : θV − θi = σ / (1 − e^(−σ/ΔT*)), ΔT* = ΔTn · (Φ/Φn)^(1/n) ; le besoin de la pièce reste inchangé.',
    'Nuova temperatura di mandata in forma chiusa: θV − θi = σ / (1 − e^(−σ/ΔT*)), ΔT* = ΔTn · (Φ/Φn)^(1/n); il fabbisogno del locale resta invariato.',
  ],
  basisHeatPump: [
    'Wärmepumpen arbeiten bis etwa 55 °C Vorlauftemperatur wirtschaftlich (IKZ-Empfehlung); die Grenze ist einstellbar.',
    'Heat pumps work economically up to about 55 °C flow temperature (IKZ recommendation); the limit is adjustable.',
    'Tepelná čerpadla pracují hospodárně do teploty přívodu asi 55 °C (doporučení IKZ); mez lze nastavit.',
    'Les pompes à chaleur fonctionnent économiquement jusqu’à environ 55 °C de départ (recommandation IKZ) ; la limite est réglable.',
    'Le pompe di calore lavorano in modo economico fino a circa 55 °C di mandata (raccomandazione IKZ); il limite è regolabile.',
  ],
  basisEn12831: [
    'Heizlast nach DIN EN 12831-1 (vereinfacht): Φ = Σ A · (U + ΔU_WB) · f · (θi − θe) + 0,34 · n · V · (θi − θe) · (1 − η).',
    'Heat load to EN 12831-1 (simplified): Φ = Σ A · (U + ΔU_TB) · f · (θi − θe) + 0.34 · n · V · (θi − θe) · (1 − η).',
    'Tepelná ztráta dle EN 12831-1 (zjednodušeně): Φ = Σ A · (U + ΔU_TB) · f · (θi − θe) + 0,34 · n · V · (θi − θe) · (1 − η).',
    'Déperditions selon EN 12831-1 (simplifié) : Φ = Σ A · (U + ΔU_TB) · f · (θi − θe) + 0,34 · n · V · (θi − θe) · (1 − η).',
    'Carico termico secondo EN 12831-1 (semplificato): Φ = Σ A · (U + ΔU_TB) · f · (θi − θe) + 0,34 · n · V · (θi − θe) · (1 − η).',
  ],
  basisDefaults: [
    'Fehlende U-Werte und Luftwechsel aus dem Baujahr; Temperaturfaktoren f nach EN 12831-1 Anhang B, aus der angrenzenden Temperatur oder explizit.',
    'Missing U-values and air change from the construction year; adjacency factors f after EN 12831-1 Annex B, from the adjacent temperature or given explicitly.',
    'Chybějící součinitele U a výměna vzduchu podle roku výstavby; součinitele f dle EN 12831-1 přílohy B, ze sousední teploty nebo zadané.',
    'U et renouvellement d’air manquants selon l’année de construction ; facteurs f selon EN 12831-1 annexe B, d’après la température voisine ou donnés.',
    'Valori U e ricambio d’aria mancanti in base all’anno di costruzione; fattori f secondo EN 12831-1 allegato B, dalla temperatura confinante o indicati.',
  ],
  basisEn1264: [
    'Fußbodenheizung nach DIN EN 1264: q = 8,92 · (θF,m − θi)^1,1 W/m²; Grenzen 29 °C Aufenthaltszone, 35 °C Randzone, 33 °C Bad.',
    'Underfloor heating to EN 1264: q = 8.92 · (θF,m − θi)^1.1 W/m²; limits 29 °C occupied zone, 35 °C edge zone, 33 °C bathroom.',
    'Podlahové vytápění dle EN 1264: q = 8,92 · (θF,m − θi)^1,1 W/m²; meze 29 °C pobytová zóna, 35 °C okrajová zóna, 33 °C koupelna.',
    'Plancher chauffant selon EN 1264 : q = 8,92 · (θF,m − θi)^1,1 W/m² ; limites 29 °C zone de séjour, 35 °C zone périphérique, 33 °C salle de bain.',
    'Pavimento radiante secondo EN 1264: q = 8,92 · (θF,m − θi)^1,1 W/m²; limiti 29 °C zona occupata, 35 °C zona perimetrale, 33 °C bagno.',
  ],
  basisEn1264Auslegung: [
    'Auslegung nach DIN EN 1264-2/-3: q = K_H · ΔθH, K_H aus Verlegeabstand, Estrich, Rohr und R_λ,B (Anhang A); der Raum mit der höchsten nötigen Vorlauftemperatur legt θV,des = θi + ΔθH + σ/2 (+ σ²/(12 · ΔθH)) fest, die übrigen Kreise erhalten ihre Spreizung bei θV,des.',
    'Design to EN 1264-2/-3: q = K_H · ΔθH, K_H from spacing, screed, pipe and R_λ,B (Annex A); the room needing the highest flow temperature sets θV,des = θi + ΔθH + σ/2 (+ σ²/(12 · ΔθH)), the other circuits get their spread at θV,des.',
    'Návrh dle EN 1264-2/-3: q = K_H · ΔθH, K_H z rozteče, potěru, trubky a R_λ,B (příloha A); místnost s nejvyšší potřebnou teplotou přívodu určuje θV,des = θi + ΔθH + σ/2 (+ σ²/(12 · ΔθH)), ostatní okruhy dostanou svůj spád při θV,des.',
    'Dimensionnement selon EN 1264-2/-3 : q = K_H · ΔθH, K_H selon pas, chape, tube et R_λ,B (annexe A) ; la pièce demandant la température de départ la plus haute fixe θV,des = θi + ΔθH + σ/2 (+ σ²/(12 · ΔθH)), les autres circuits reçoivent leur écart à θV,des.',
    'Dimensionamento secondo EN 1264-2/-3: q = K_H · ΔθH, K_H da passo, massetto, tubo e R_λ,B (allegato A); il locale che richiede la mandata più alta fissa θV,des = θi + ΔθH + σ/2 (+ σ²/(12 · ΔθH)), gli altri circuiti ricevono il loro salto termico a θV,des.',
  ],
  basisKwl: [
    'Lüftung: V̇ = A · h · n je Stufe; Lüftungswärmeverlust 0,34 · V̇ · (θi − θe) · (1 − η).',
    'Ventilation: V̇ = A · h · n per level; ventilation loss 0.34 · V̇ · (θi − θe) · (1 − η).',
    'Větrání: V̇ = A · h · n pro každý stupeň; ztráta větráním 0,34 · V̇ · (θi − θe) · (1 − η).',
    'Ventilation : V̇ = A · h · n par niveau ; déperdition 0,34 · V̇ · (θi − θe) · (1 − η).',
    'Ventilazione: V̇ = A · h · n per livello; dispersione 0,34 · V̇ · (θi − θe) · (1 − η).',
  ],
  basisGrille: [
    'Jeder Stab als Einfeldträger über der Bautiefe mit mittiger Einzellast: F = min(4 · σzul · W / L, 48 · E · I · f / L³); Belastungswert = Stäbe unter der Lastfläche × F.',
    'Each bar as a simply supported beam over the trench width with a central point load: F = min(4 · σadm · W / L, 48 · E · I · f / L³); load value = bars under the load area × F.',
    'Každý prut jako prostý nosník přes stavební hloubku se soustředěným břemenem uprostřed: F = min(4 · σdov · W / L, 48 · E · I · f / L³); únosnost = pruty pod zatěžovací plochou × F.',
    'Chaque barreau comme poutre sur deux appuis sur la largeur, charge ponctuelle centrée : F = min(4 · σadm · W / L, 48 · E · I · f / L³) ; charge admissible = barreaux sous la surface de charge × F.',
    'Ogni barra come trave appoggiata sulla larghezza con carico concentrato in mezzeria: F = min(4 · σamm · W / L, 48 · E · I · f / L³); carico ammissibile = barre sotto l’area di carico × F.',
  ],
  basisRalGz638: [
    'Begehbarkeit nach RAL-GZ 638: 1,5 kN Einzellast auf 200 × 200 mm; freier Querschnitt = Spalt / Teilung.',
    'Walkability after RAL-GZ 638: 1.5 kN point load on 200 × 200 mm; free cross-section = gap / pitch.',
    'Pochozí dle RAL-GZ 638: 1,5 kN na 200 × 200 mm; volný průřez = mezera / rozteč.',
    'Praticabilité selon RAL-GZ 638 : 1,5 kN sur 200 × 200 mm ; section libre = écart / pas.',
    'Calpestabilità secondo RAL-GZ 638: 1,5 kN su 200 × 200 mm; sezione libera = fessura / passo.',
  ],
  auslegung: ['Auslegung', 'Design point', 'Návrhový bod', 'Dimensionnement', 'Progetto'],
} satisfies Record<string, Translations>;

const T = { ...TERMS, ...DOCUMENT_TEXTS };

/** The zone a document's day is told in: its printed date and its file name say the same day. */
export const DOCUMENT_TIME_ZONE = 'Europe/Berlin';
export type TextKey = keyof typeof T;

/** The texts, numbers and dates of one document language. */
export interface Texts {
  readonly locale: Locale;
  t(key: TextKey, values?: Record<string, string | number>): string;
  /** A number with fixed decimals, grouped as the language writes it. */
  number(value: number, digits?: number): string;
  date(value: Date): string;
  yesNo(value: boolean): string;
  /** A catalogue key (an element kind such as aussenwand) in this language; a key of a catalogue loaded from a file that the texts do not know stays as it is. */
  catalogueWord(key: string): string;
  /** A hint or curve name of the engine (German) in this language; unknown texts stay as they are. */
  engineText(text: string): string;
}

export function textsFor(locale: Locale): Texts {
  const t = (key: TextKey, values: Record<string, string | number> = {}) => fill(inLanguage(T[key], locale), values);
  const texts: Texts = {
    locale,
    t,
    number: (value, digits = 0) => formatNumber(value, locale, digits),
    date(value) {
      return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: DOCUMENT_TIME_ZONE }).format(
        value,
      );
    },
    yesNo: (value) => t(value ? 'yes' : 'no'),
    catalogueWord: (key) => (Object.hasOwn(T, key) ? t(key as TextKey) : key),
    engineText: (text) => translateEngineText(text, texts),
  };
  return texts;
}

/**
 * The engines write their notes and curve names in German. Notes are translated where the engines
 * live (translateNote in @portal/calc, shared with the screens); curve names here, with the
 * document's own words.
 */
const ENGINE_TEXTS: ReadonlyArray<{ pattern: RegExp; text: (m: RegExpMatchArray, x: Texts) => string }> = [
  { pattern: /^Zulässige Einzellast \[kN\] \(Festigkeit\)$/, text: (_m, x) => `${x.t('einzellastFestigkeit')} [kN]` },
  {
    pattern: /^Zulässige Einzellast \[kN\] \(Durchbiegung L\/(\d+)\)$/,
    text: (m, x) => `${x.t('einzellastDurchbiegung', { n: m[1]! })} [kN]`,
  },
  { pattern: /^Zulässige Einzellast \[kN\]$/, text: (_m, x) => `${x.t('einzellast')} [kN]` },
  { pattern: /^Zulässige Flächenlast \[kN\/m²\]$/, text: (_m, x) => `${x.t('flaechenlastKurve')} [kN/m²]` },
  { pattern: /^EN 1264 Basiskennlinie/, text: (_m, x) => `${x.t('en1264Kurve')} q [W/m²]` },
];

function translateEngineText(text: string, x: Texts): string {
  const note = translateNote(text, x.locale);
  if (note !== undefined) return note;
  for (const entry of ENGINE_TEXTS) {
    const match = text.match(entry.pattern);
    if (match) return entry.text(match, x);
  }
  return text;
}
