import { fill } from '@portal/contracts';
import type { Locale } from '@portal/contracts/brands';
import { COVER_TERMS } from './coverDesign/terms';
import { FAN_CONVECTOR_TERMS } from './fanConvector/terms';
import { TRENCH_TERMS } from './trenchConvector/terms';

/** One text in every interface language, in the order de, en, cs, fr, it: a missing one fails the type check. */
export type Translations = readonly [de: string, en: string, cs: string, fr: string, it: string];

/**
 * The words the calculator screens (mini-app) and their documents (server, PDF and XLSX) share,
 * kept once beside the engines so both say the same. Quantities are named without their unit: a
 * document writes the unit in a column of its own, a screen's label puts it after the name.
 */
/**
 * The closing sentence of every tender text whose ratings come from the shipped sample catalogues:
 * a planner copying it out must not take them for a manufacturer's tested data.
 */
export const SAMPLE_TENDER_NOTE: Translations = [
  'Leistungsangaben aus Musterdaten, keine geprüften Herstellerwerte: vor der Ausschreibung durch die Angaben des Herstellers ersetzen.',
  'Outputs from sample data, not tested manufacturer values: replace them with the manufacturer’s data before tendering.',
  'Výkonové údaje ze vzorových dat, nejde o ověřené hodnoty výrobce: před výběrovým řízením je nahraďte údaji výrobce.',
  'Puissances issues de données d’exemple, non des valeurs d’essai du fabricant : les remplacer par les données du fabricant avant l’appel d’offres.',
  'Prestazioni da dati di esempio, non valori di prova del produttore: sostituirle con i dati del produttore prima della gara.',
];

export const TERMS = {
  ...TRENCH_TERMS,
  // Frame
  inputs: ['Eingaben', 'Inputs', 'Vstupy', 'Données d’entrée', 'Dati di ingresso'],
  results: ['Ergebnisse', 'Results', 'Výsledky', 'Résultats', 'Risultati'],
  hints: ['Hinweise', 'Notes', 'Upozornění', 'Remarques', 'Avvertenze'],
  quantity: ['Größe', 'Quantity', 'Veličina', 'Grandeur', 'Grandezza'],
  value: ['Wert', 'Value', 'Hodnota', 'Valeur', 'Valore'],
  yes: ['ja', 'yes', 'ano', 'oui', 'sì'],
  no: ['nein', 'no', 'ne', 'non', 'no'],

  // Quantities
  heizkoerpertyp: ['Heizkörpertyp', 'Radiator type', 'Typ otopného tělesa', 'Type de radiateur', 'Tipo di radiatore'],
  ausfuehrung: ['Ausführung', 'Execution', 'Provedení', 'Exécution', 'Esecuzione'],
  bauhoehe: ['Bauhöhe', 'Height', 'Stavební výška', 'Hauteur', 'Altezza'],
  baulaenge: ['Baulänge', 'Length', 'Stavební délka', 'Longueur', 'Lunghezza'],
  normleistung: [
    'Normwärmeleistung 75/65/20 °C',
    'Nominal output 75/65/20 °C',
    'Jmenovitý výkon 75/65/20 °C',
    'Puissance nominale 75/65/20 °C',
    'Potenza nominale 75/65/20 °C',
  ],
  heizmethode: ['Heizmethode', 'Heating method', 'Způsob vytápění', 'Mode de chauffe', 'Modalità di riscaldamento'],
  natuerlicheKonvektion: [
    'natürliche Konvektion',
    'natural convection',
    'přirozená konvekce',
    'convection naturelle',
    'convezione naturale',
  ],
  luefterstufe: [
    'Lüfterstufe',
    'Fan stage',
    'Stupeň ventilátoru',
    'Vitesse de ventilateur',
    'Velocità del ventilatore',
  ],
  vorlaufTemp: [
    'Vorlauftemperatur',
    'Flow temperature',
    'Teplota přívodu',
    'Température de départ',
    'Temperatura di mandata',
  ],
  ruecklaufTemp: [
    'Rücklauftemperatur',
    'Return temperature',
    'Teplota zpátečky',
    'Température de retour',
    'Temperatura di ritorno',
  ],
  raumTemp: ['Raumtemperatur', 'Room temperature', 'Teplota místnosti', 'Température ambiante', 'Temperatura ambiente'],
  ventil: ['Ventileinsatz', 'Valve insert', 'Ventilová vložka', 'Insert de robinet', 'Inserto valvola'],
  methode: [
    'Übertemperatur',
    'Excess temperature',
    'Střední teplotní rozdíl',
    'Écart de température',
    'Differenza di temperatura',
  ],
  log: ['logarithmisch', 'logarithmic', 'logaritmický', 'logarithmique', 'logaritmica'],
  arithmetic: ['arithmetisch', 'arithmetic', 'aritmetický', 'arithmétique', 'aritmetica'],
  waermepumpenGrenzTemp: [
    'Vorlaufgrenze für Wärmepumpen',
    'Flow limit for heat pumps',
    'Mez přívodu pro tepelná čerpadla',
    'Limite de départ pour pompes à chaleur',
    'Limite di mandata per pompe di calore',
  ],
  maxVorlaufTemp: [
    'Maximale Vorlauftemperatur der Anlage',
    'Maximum flow temperature of the system',
    'Maximální teplota přívodu soustavy',
    'Température de départ maximale de l’installation',
    'Temperatura di mandata massima dell’impianto',
  ],
  erreichbar: [
    'Erreichbar bis zur maximalen Vorlauftemperatur',
    'Reachable up to the maximum flow temperature',
    'Dosažitelné do maximální teploty přívodu',
    'Atteignable jusqu’à la température de départ maximale',
    'Raggiungibile fino alla temperatura di mandata massima',
  ],
  waermebedarfNeu: [
    'Wärmebedarf bei neuer Raumtemperatur',
    'Heat demand at the new room temperature',
    'Potřeba tepla při nové teplotě místnosti',
    'Besoin de chaleur à la nouvelle température ambiante',
    'Fabbisogno di calore alla nuova temperatura ambiente',
  ],
  waermepumpenGeeignet: [
    'Für Wärmepumpe geeignet',
    'Suitable for a heat pump',
    'Vhodné pro tepelné čerpadlo',
    'Adapté à une pompe à chaleur',
    'Adatto a pompa di calore',
  ],
  wassermassenstrom: [
    'Wassermassenstrom',
    'Water mass flow',
    'Hmotnostní průtok vody',
    'Débit massique d’eau',
    'Portata massica d’acqua',
  ],
  durchfluss: [
    'Heizwasserdurchfluss',
    'Water flow',
    'Průtok otopné vody',
    'Débit d’eau de chauffage',
    'Portata d’acqua',
  ],
  kvErforderlich: ['Erforderlicher kv-Wert', 'Required kv', 'Potřebná hodnota kv', 'kv nécessaire', 'kv necessario'],
  ventilvoreinstellung: [
    'Ventilvoreinstellung',
    'Valve presetting',
    'Přednastavení ventilu',
    'Préréglage du robinet',
    'Preregolazione valvola',
  ],
  maxVentilDurchfluss: [
    'Maximal zulässiger Ventildurchfluss',
    'Maximum admissible valve flow',
    'Maximální přípustný průtok ventilem',
    'Débit maximal admissible du robinet',
    'Portata massima ammessa della valvola',
  ],
  stufe: ['Stufe', 'Step', 'Stupeň', 'Position', 'Posizione'],
  volumenstrom: ['Volumenstrom', 'Volume flow', 'Objemový průtok', 'Débit volumique', 'Portata volumetrica'],
  ventilStufen: [
    'Volumenstrom je Voreinstellung',
    'Flow per presetting step',
    'Průtok podle přednastavení',
    'Débit par préréglage',
    'Portata per preregolazione',
  ],
  schallleistungspegel: [
    'Schallleistungspegel',
    'Sound power level',
    'Hladina akustického výkonu',
    'Niveau de puissance acoustique',
    'Livello di potenza sonora',
  ],
  schalldruckpegel: [
    'Schalldruckpegel im Raum',
    'Sound pressure level in the room',
    'Hladina akustického tlaku v místnosti',
    'Niveau de pression acoustique dans la pièce',
    'Livello di pressione sonora nel locale',
  ],
  heizleistung: ['Wärmeleistung', 'Heat output', 'Tepelný výkon', 'Puissance calorifique', 'Potenza termica'],

  // Radiator calculation
  zielLeistung: ['Zielleistung', 'Required output', 'Požadovaný výkon', 'Puissance requise', 'Potenza richiesta'],
  toleranz: ['Toleranz', 'Tolerance', 'Tolerance', 'Tolérance', 'Tolleranza'],
  auswahl: ['Auswahlregel', 'Selection rule', 'Pravidlo výběru', 'Règle de sélection', 'Regola di selezione'],
  natuerlichZuerst: [
    'natürliche Konvektion zuerst',
    'natural convection first',
    'nejprve přirozená konvekce',
    'convection naturelle d’abord',
    'prima la convezione naturale',
  ],
  kleinsterHeizkoerper: [
    'kleinster Heizkörper',
    'smallest radiator',
    'nejmenší těleso',
    'plus petit radiateur',
    'radiatore più piccolo',
  ],
  maxLuefterstufe: [
    'Höchste Lüfterstufe',
    'Highest fan stage',
    'Nejvyšší stupeň ventilátoru',
    'Vitesse maximale',
    'Velocità massima',
  ],
  raumvolumen: ['Raumvolumen', 'Room volume', 'Objem místnosti', 'Volume de la pièce', 'Volume del locale'],
  nachhallzeit: [
    'Nachhallzeit',
    'Reverberation time',
    'Doba dozvuku',
    'Durée de réverbération',
    'Tempo di riverberazione',
  ],
  gewaehlterHeizkoerper: [
    'Gewählter Heizkörper',
    'Selected radiator',
    'Zvolené otopné těleso',
    'Radiateur choisi',
    'Radiatore scelto',
  ],
  uebertempLog: [
    'Logarithmische Übertemperatur',
    'Log mean excess temperature',
    'Logaritmický teplotní rozdíl',
    'Écart logarithmique',
    'Differenza logaritmica',
  ],
  uebertempArith: [
    'Arithmetische Übertemperatur',
    'Arithmetic excess temperature',
    'Aritmetický teplotní rozdíl',
    'Écart arithmétique',
    'Differenza aritmetica',
  ],
  abweichung: [
    'Abweichung von der Zielleistung',
    'Deviation from the required output',
    'Odchylka od požadovaného výkonu',
    'Écart à la puissance requise',
    'Scostamento dalla potenza richiesta',
  ],
  innerhalbToleranz: [
    'Innerhalb der Toleranz',
    'Within tolerance',
    'V toleranci',
    'Dans la tolérance',
    'Entro la tolleranza',
  ],
  kandidaten: ['Passende Größen', 'Fitting sizes', 'Vhodné velikosti', 'Tailles adaptées', 'Misure adatte'],
  leistungskurve: [
    'Wärmeleistung über der Vorlauftemperatur (Spreizung {s} K)',
    'Heat output against flow temperature (spread {s} K)',
    'Tepelný výkon v závislosti na teplotě přívodu (teplotní spád {s} K)',
    'Puissance en fonction de la température de départ (écart {s} K)',
    'Potenza in funzione della temperatura di mandata (salto {s} K)',
  ],

  // Radiator exchange
  altHeizkoerper: ['Alter Heizkörper', 'Old radiator', 'Původní těleso', 'Ancien radiateur', 'Radiatore esistente'],
  neuHeizkoerper: ['Neuer Heizkörper', 'New radiator', 'Nové těleso', 'Nouveau radiateur', 'Nuovo radiatore'],

  // Building calculation
  modus: ['Vorhaben', 'Project type', 'Typ záměru', 'Type de projet', 'Tipo di intervento'],
  neubau: ['Neubau', 'New build', 'Novostavba', 'Construction neuve', 'Nuova costruzione'],
  sanierung: ['Sanierung', 'Renovation', 'Renovace', 'Rénovation', 'Ristrutturazione'],
  standort: ['Standort', 'Location', 'Lokalita', 'Localisation', 'Località'],
  normAussenTemp: [
    'Normaußentemperatur',
    'Design outdoor temperature',
    'Výpočtová venkovní teplota',
    'Température extérieure de base',
    'Temperatura esterna di progetto',
  ],
  baujahr: ['Baujahr', 'Year of construction', 'Rok výstavby', 'Année de construction', 'Anno di costruzione'],
  waermebrueckenzuschlag: [
    'Wärmebrückenzuschlag ΔU_WB',
    'Thermal bridge surcharge ΔU_TB',
    'Přirážka na tepelné mosty ΔU_TB',
    'Majoration ponts thermiques ΔU_TB',
    'Maggiorazione ponti termici ΔU_TB',
  ],
  waermerueckgewinnung: [
    'Wärmerückgewinnung',
    'Heat recovery',
    'Zpětné získávání tepla',
    'Récupération de chaleur',
    'Recupero di calore',
  ],
  raeume: ['Räume', 'Rooms', 'Místnosti', 'Pièces', 'Locali'],
  bauteilart: ['Bauteilart', 'Element kind', 'Druh konstrukce', 'Type de paroi', 'Tipo di componente'],
  flaeche: ['Fläche', 'Area', 'Plocha', 'Surface', 'Superficie'],
  volumen: ['Volumen', 'Volume', 'Objem', 'Volume', 'Volume'],
  innenTemp: [
    'Innentemperatur',
    'Inside temperature',
    'Vnitřní teplota',
    'Température intérieure',
    'Temperatura interna',
  ],
  // Element kinds of the U-value catalogue: the screen's choice and the document's table say the same word.
  aussenwand: ['Außenwand', 'External wall', 'Obvodová stěna', 'Mur extérieur', 'Parete esterna'],
  fenster: ['Fenster', 'Window', 'Okno', 'Fenêtre', 'Finestra'],
  tuer: ['Tür', 'Door', 'Dveře', 'Porte', 'Porta'],
  dach: ['Dach', 'Roof', 'Střecha', 'Toit', 'Tetto'],
  oberstegeschossdecke: [
    'Oberste Geschossdecke',
    'Top floor ceiling',
    'Strop posledního podlaží',
    'Plancher haut',
    'Solaio dell’ultimo piano',
  ],
  kellerdecke: ['Kellerdecke', 'Basement ceiling', 'Strop sklepa', 'Plancher sur cave', 'Solaio su cantina'],
  bodenplatte: ['Bodenplatte', 'Ground slab', 'Základová deska', 'Dalle sur terre-plein', 'Platea di fondazione'],
  innenwand: ['Innenwand', 'Internal wall', 'Vnitřní stěna', 'Mur intérieur', 'Parete interna'],
  innendecke: ['Innendecke', 'Internal ceiling', 'Vnitřní strop', 'Plancher intérieur', 'Solaio interno'],
  angrenzung: ['Angrenzung', 'Adjacent to', 'Sousedí s', 'Contigu à', 'Confinante con'],
  aussen: ['außen', 'outside', 'exteriér', 'extérieur', 'esterno'],
  unbeheizt: ['unbeheizt', 'unheated', 'nevytápěný prostor', 'non chauffé', 'non riscaldato'],
  erdreich: ['Erdreich', 'ground', 'zemina', 'terre-plein', 'terreno'],
  beheizt: ['beheizt', 'heated', 'vytápěný prostor', 'chauffé', 'riscaldato'],
  heizlast: ['Heizlast', 'Heat load', 'Tepelná ztráta', 'Déperditions', 'Carico termico'],
  spezifischeHeizlast: [
    'Spezifische Heizlast',
    'Specific heat load',
    'Měrná tepelná ztráta',
    'Déperditions spécifiques',
    'Carico termico specifico',
  ],
  summe: ['Summe', 'Total', 'Celkem', 'Total', 'Totale'],
  systempaket: ['Systempaket', 'System package', 'Systémový balíček', 'Pack système', 'Pacchetto di sistema'],
  paketLeistung: ['Paketleistung', 'Package output', 'Výkon balíčku', 'Puissance du pack', 'Potenza del pacchetto'],
  position: ['Position', 'Item', 'Položka', 'Poste', 'Voce'],
  menge: ['Menge', 'Quantity', 'Množství', 'Quantité', 'Quantità'],
  einzelpreis: ['Einzelpreis', 'Unit price', 'Jednotková cena', 'Prix unitaire', 'Prezzo unitario'],
  investition: ['Investition', 'Investment', 'Investice', 'Investissement', 'Investimento'],
  foerderung: ['Förderung', 'Subsidy', 'Dotace', 'Subvention', 'Incentivo'],
  investitionNachFoerderung: [
    'Investition nach Förderung',
    'Investment after subsidy',
    'Investice po dotaci',
    'Investissement après subvention',
    'Investimento al netto dell’incentivo',
  ],
  fussbodenheizung: [
    'Fußbodenheizung (EN 1264)',
    'Underfloor heating (EN 1264)',
    'Podlahové vytápění (EN 1264)',
    'Plancher chauffant (EN 1264)',
    'Riscaldamento a pavimento (EN 1264)',
  ],
  heizkreis: ['Heizkreis', 'Circuit', 'Topný okruh', 'Circuit', 'Circuito'],
  waermestromdichte: ['Wärmestromdichte', 'Heat flux', 'Hustota tepelného toku', 'Densité de flux', 'Flusso termico'],
  oberflaechenTemp: [
    'Oberflächentemperatur',
    'Surface temperature',
    'Povrchová teplota',
    'Température de surface',
    'Temperatura superficiale',
  ],
  maxOberflaechenTemp: ['Grenze', 'Limit', 'Mez', 'Limite', 'Limite'],
  grenzeEingehalten: ['Grenze eingehalten', 'Limit kept', 'Mez dodržena', 'Limite respectée', 'Limite rispettato'],
  rohrlaenge: ['Rohrlänge', 'Pipe length', 'Délka potrubí', 'Longueur de tube', 'Lunghezza tubo'],
  kreise: ['Kreise', 'Circuits', 'Okruhy', 'Circuits', 'Circuiti'],
  kreislaenge: ['Kreislänge', 'Circuit length', 'Délka okruhu', 'Longueur de circuit', 'Lunghezza circuito'],
  maxKreislaenge: [
    'Maximale Kreislänge',
    'Maximum circuit length',
    'Maximální délka okruhu',
    'Longueur de circuit maximale',
    'Lunghezza massima del circuito',
  ],
  kreisDruckverlust: [
    'Druckverlust je Kreis',
    'Pressure drop per circuit',
    'Tlaková ztráta okruhu',
    'Perte de charge par circuit',
    'Perdita di carico per circuito',
  ],
  ventilDifferenzdruck: [
    'Differenzdruck am Ventil',
    'Differential pressure at the valve',
    'Diferenční tlak na ventilu',
    'Pression différentielle au robinet',
    'Pressione differenziale sulla valvola',
  ],
  vorlaufTempAuslegung: [
    'Auslegungs-Vorlauftemperatur',
    'Design flow temperature',
    'Návrhová teplota přívodu',
    'Température de départ de dimensionnement',
    'Temperatura di mandata di progetto',
  ],
  auslegungsraum: [
    'Auslegungsraum',
    'Room that sets the design',
    'Rozhodující místnost',
    'Pièce de dimensionnement',
    'Locale di dimensionamento',
  ],
  belagWiderstand: [
    'Wärmeleitwiderstand Bodenbelag R_λ,B',
    'Floor covering resistance R_λ,B',
    'Tepelný odpor podlahové krytiny R_λ,B',
    'Résistance du revêtement de sol R_λ,B',
    'Resistenza del rivestimento R_λ,B',
  ],
  kH: [
    'Äquivalenter Wärmedurchgangskoeffizient K_H',
    'Equivalent heat transmission coefficient K_H',
    'Ekvivalentní součinitel prostupu tepla K_H',
    'Coefficient de transmission équivalent K_H',
    'Coefficiente di trasmissione equivalente K_H',
  ],
  heizmittelUebertemperatur: [
    'Heizmittel-Übertemperatur ΔθH',
    'Heating medium excess temperature ΔθH',
    'Nadteplota otopné vody ΔθH',
    'Écart de température du fluide ΔθH',
    'Sovratemperatura del fluido ΔθH',
  ],
  spreizungKreis: [
    'Spreizung des Kreises',
    'Circuit spread',
    'Teplotní spád okruhu',
    'Écart du circuit',
    'Salto termico del circuito',
  ],
  kwl: [
    'Kontrollierte Wohnraumlüftung',
    'Controlled ventilation',
    'Řízené větrání',
    'Ventilation contrôlée',
    'Ventilazione controllata',
  ],
  lueftungsstufe: [
    'Lüftungsstufe',
    'Ventilation level',
    'Stupeň větrání',
    'Niveau de ventilation',
    'Livello di ventilazione',
  ],
  feuchteschutz: [
    'Feuchteschutz',
    'Moisture protection',
    'Ochrana před vlhkostí',
    'Protection contre l’humidité',
    'Protezione dall’umidità',
  ],
  reduziert: ['reduziert', 'reduced', 'snížené', 'réduit', 'ridotto'],
  nenn: ['Nennlüftung', 'nominal', 'jmenovité', 'nominal', 'nominale'],
  intensiv: ['intensiv', 'intensive', 'intenzivní', 'intensif', 'intensivo'],
  ohneWrg: [
    'Lüftungswärmeverlust ohne WRG',
    'Ventilation loss without recovery',
    'Ztráta větráním bez rekuperace',
    'Déperdition sans récupération',
    'Dispersione senza recupero',
  ],
  mitWrg: [
    'Lüftungswärmeverlust mit WRG',
    'Ventilation loss with recovery',
    'Ztráta větráním s rekuperací',
    'Déperdition avec récupération',
    'Dispersione con recupero',
  ],
  eingesparteWaerme: ['Eingesparte Wärme', 'Heat saved', 'Ušetřené teplo', 'Chaleur économisée', 'Calore risparmiato'],

  // Grille load
  typAbdeckung: ['Rostprofil', 'Grille profile', 'Profil mřížky', 'Profilé de grille', 'Profilo della griglia'],
  material: ['Werkstoff', 'Material', 'Materiál', 'Matériau', 'Materiale'],
  freierquerschnitt: ['Freier Querschnitt', 'Free cross-section', 'Volný průřez', 'Section libre', 'Sezione libera'],
  flaechenlast: [
    'Zulässige Flächenlast',
    'Admissible area load',
    'Přípustné plošné zatížení',
    'Charge répartie admissible',
    'Carico distribuito ammissibile',
  ],
  tragendeStaebe: [
    'Tragende Stäbe unter der Lastfläche',
    'Bars under the load area',
    'Nosné pruty pod zatěžovací plochou',
    'Barreaux sous la surface de charge',
    'Barre sotto l’area di carico',
  ],
  massgebend: ['Maßgebend', 'Governing limit', 'Rozhodující kritérium', 'Critère déterminant', 'Criterio determinante'],
  festigkeit: ['Festigkeit', 'strength', 'pevnost', 'résistance', 'resistenza'],
  durchbiegung: ['Durchbiegung', 'deflection', 'průhyb', 'flèche', 'freccia'],
  begehbar: [
    'Begehbar (1,5 kN auf 200 × 200 mm)',
    'Walkable (1.5 kN on 200 × 200 mm)',
    'Pochozí (1,5 kN na 200 × 200 mm)',
    'Praticable (1,5 kN sur 200 × 200 mm)',
    'Calpestabile (1,5 kN su 200 × 200 mm)',
  ],
  spannweite: ['Stützweite', 'Span', 'Rozpětí', 'Portée', 'Luce'],
  en1264Kurve: [
    'EN 1264 Basiskennlinie',
    'EN 1264 base curve',
    'Základní křivka EN 1264',
    'Courbe de base EN 1264',
    'Curva base EN 1264',
  ],

  // Downloading a document the server writes (calculators, Cross-Designer)
  exportPdf: ['PDF herunterladen', 'Download PDF', 'Stáhnout PDF', 'Télécharger le PDF', 'Scarica PDF'],
  exportXlsx: ['Excel herunterladen', 'Download Excel', 'Stáhnout Excel', 'Télécharger Excel', 'Scarica Excel'],
  exporting: [
    'Dokument wird erstellt …',
    'Creating the document …',
    'Vytváření dokumentu …',
    'Création du document …',
    'Creazione del documento …',
  ],
  exported: [
    '{name} heruntergeladen.',
    '{name} downloaded.',
    '{name} staženo.',
    '{name} téléchargé.',
    '{name} scaricato.',
  ],
  exportFailed: [
    'Das Dokument konnte nicht erstellt werden: {reason}',
    'The document could not be created: {reason}',
    'Dokument se nepodařilo vytvořit: {reason}',
    'Le document n’a pas pu être créé : {reason}',
    'Impossibile creare il documento: {reason}',
  ],
  exportProject: [
    'Projekt (für Titel und Dateiname)',
    'Project (for title and file name)',
    'Projekt (pro název a jméno souboru)',
    'Projet (pour le titre et le nom du fichier)',
    'Progetto (per titolo e nome del file)',
  ],
  ...FAN_CONVECTOR_TERMS,
  ...COVER_TERMS,
} satisfies Record<string, Translations>;

export type Term = keyof typeof TERMS;

const ORDER: readonly Locale[] = ['de', 'en', 'cs', 'fr', 'it'];

/** What a screen's document download bar says (DocumentDownloads of the UI kit), in one language. */
export function downloadTexts(locale: Locale) {
  const say = (term: Term, values: Record<string, string> = {}) => fill(inLanguage(TERMS[term], locale), values);
  return {
    project: say('exportProject'),
    pdf: say('exportPdf'),
    xlsx: say('exportXlsx'),
    busy: say('exporting'),
    done: (name: string) => say('exported', { name }),
    failed: (reason: string) => say('exportFailed', { reason }),
  };
}

/** The text in the given language; an unknown language falls back to German. */
export function inLanguage(text: Translations, locale: Locale): string {
  return text[Math.max(0, ORDER.indexOf(locale))]!;
}
