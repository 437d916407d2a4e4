/**
 * Words for the ERP data generator (generator.ts): per country the cities with the range their
 * postal codes lie in, street names, surnames, trade words per customer type and legal forms, so
 * that a customer's name, street, postal code and city belong to one country. Postal codes are
 * written in the country's form (POSTAL_CODE_FORMATS of the contracts).
 */

export const COUNTRIES = ['DE', 'AT', 'CH', 'CZ', 'FR', 'IT', 'PL'] as const;
export type Country = (typeof COUNTRIES)[number];

/** A city and the first and last postal code of its area (as numbers, without separators). */
export interface City {
  readonly name: string;
  readonly postalCodes: readonly [number, number];
}

/** The four kinds of customers and what the trade words of a name say about them. */
export const CUSTOMER_KINDS = ['GH', 'INST', 'OBJ', 'PLAN'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export interface CountryWords {
  readonly cities: readonly City[];
  readonly streets: readonly string[];
  /** How street and house number are written together. */
  readonly address: (street: string, houseNumber: number) => string;
  readonly surnames: readonly string[];
  readonly trades: Readonly<Record<CustomerKind, readonly string[]>>;
  readonly legalForms: readonly string[];
  /** The word before a branch's city in the second name line of a branch customer. */
  readonly branchWord: string;
}

const germanAddress = (street: string, n: number) => `${street} ${n}`;

const GERMAN_SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
];

export const WORDS: Readonly<Record<Country, CountryWords>> = {
  DE: {
    cities: [
      { name: 'Hamburg', postalCodes: [20095, 22769] },
      { name: 'Bremen', postalCodes: [28195, 28779] },
      { name: 'Hannover', postalCodes: [30159, 30669] },
      { name: 'Berlin', postalCodes: [10115, 14199] },
      { name: 'Leipzig', postalCodes: [4103, 4357] },
      { name: 'Köln', postalCodes: [50667, 51149] },
      { name: 'Düsseldorf', postalCodes: [40210, 40629] },
      { name: 'Dortmund', postalCodes: [44135, 44388] },
      { name: 'Frankfurt am Main', postalCodes: [60306, 65936] },
      { name: 'Stuttgart', postalCodes: [70173, 70629] },
      { name: 'Karlsruhe', postalCodes: [76131, 76229] },
      { name: 'München', postalCodes: [80331, 81929] },
      { name: 'Nürnberg', postalCodes: [90402, 90491] },
      { name: 'Augsburg', postalCodes: [86150, 86199] },
      { name: 'Freiburg im Breisgau', postalCodes: [79098, 79117] },
    ],
    streets: [
      'Hauptstraße',
      'Bahnhofstraße',
      'Industriestraße',
      'Gartenstraße',
      'Schillerstraße',
      'Goethestraße',
      'Lindenstraße',
      'Am Mühlbach',
      'Gewerbering',
      'Raiffeisenstraße',
      'Siemensstraße',
      'Daimlerstraße',
      'Kirchweg',
      'Birkenweg',
      'Robert-Bosch-Straße',
    ],
    address: germanAddress,
    surnames: GERMAN_SURNAMES,
    trades: {
      GH: ['Haustechnik-Großhandel', 'Sanitärhandel', 'Heizungsgroßhandel'],
      INST: ['Haustechnik', 'Heizung & Sanitär', 'Heizungsbau', 'Bad & Wärme'],
      OBJ: ['Wohnbau', 'Immobilien', 'Baugesellschaft'],
      PLAN: ['Ingenieurbüro', 'Planungsbüro', 'TGA-Planung'],
    },
    legalForms: ['GmbH', 'GmbH & Co. KG', 'e.K.'],
    branchWord: 'Niederlassung',
  },
  AT: {
    cities: [
      { name: 'Wien', postalCodes: [1010, 1230] },
      { name: 'Graz', postalCodes: [8010, 8055] },
      { name: 'Linz', postalCodes: [4020, 4040] },
      { name: 'Salzburg', postalCodes: [5020, 5026] },
      { name: 'Innsbruck', postalCodes: [6020, 6080] },
      { name: 'Klagenfurt', postalCodes: [9020, 9073] },
    ],
    streets: [
      'Hauptstraße',
      'Bahnhofstraße',
      'Industriestraße',
      'Kirchengasse',
      'Schulgasse',
      'Mariahilfer Straße',
      'Wiener Straße',
      'Gewerbepark',
      'Lindengasse',
      'Dorfstraße',
    ],
    address: germanAddress,
    surnames: [
      'Gruber',
      'Huber',
      'Bauer',
      'Wagner',
      'Pichler',
      'Steiner',
      'Moser',
      'Mayer',
      'Hofer',
      'Leitner',
      'Berger',
      'Fuchs',
      'Eder',
      'Fischer',
      'Schmid',
      'Winkler',
      'Weber',
      'Schwarz',
      'Maier',
      'Schneider',
    ],
    trades: {
      GH: ['Installationsgroßhandel', 'Sanitärhandel'],
      INST: ['Installationen', 'Heizung & Sanitär', 'Haustechnik'],
      OBJ: ['Wohnbau', 'Bauträger'],
      PLAN: ['Technisches Büro', 'Planungsbüro'],
    },
    legalForms: ['GmbH', 'KG', 'e.U.'],
    branchWord: 'Filiale',
  },
  CH: {
    cities: [
      { name: 'Zürich', postalCodes: [8001, 8057] },
      { name: 'Winterthur', postalCodes: [8400, 8411] },
      { name: 'Bern', postalCodes: [3001, 3027] },
      { name: 'Basel', postalCodes: [4001, 4059] },
      { name: 'Luzern', postalCodes: [6003, 6015] },
      { name: 'St. Gallen', postalCodes: [9000, 9016] },
      { name: 'Aarau', postalCodes: [5000, 5004] },
    ],
    streets: [
      'Bahnhofstrasse',
      'Hauptstrasse',
      'Industriestrasse',
      'Dorfstrasse',
      'Seestrasse',
      'Gewerbestrasse',
      'Kirchgasse',
      'Poststrasse',
      'Schulstrasse',
      'Rütistrasse',
    ],
    address: germanAddress,
    surnames: [
      'Müller',
      'Meier',
      'Schmid',
      'Keller',
      'Weber',
      'Huber',
      'Meyer',
      'Schneider',
      'Steiner',
      'Fischer',
      'Gerber',
      'Brunner',
      'Baumann',
      'Frei',
      'Zimmermann',
      'Moser',
      'Widmer',
      'Wyss',
      'Graf',
      'Roth',
    ],
    trades: {
      GH: ['Sanitär-Grosshandel', 'Haustechnik-Handel'],
      INST: ['Haustechnik', 'Sanitär & Heizung', 'Heizungen'],
      OBJ: ['Immobilien', 'Generalunternehmung'],
      PLAN: ['Ingenieurbüro', 'Planungsbüro'],
    },
    legalForms: ['AG', 'GmbH'],
    branchWord: 'Filiale',
  },
  CZ: {
    cities: [
      { name: 'Praha', postalCodes: [11000, 19900] },
      { name: 'Brno', postalCodes: [60200, 64400] },
      { name: 'Ostrava', postalCodes: [70200, 72529] },
      { name: 'Plzeň', postalCodes: [30100, 32600] },
      { name: 'Olomouc', postalCodes: [77900, 77900] },
      { name: 'Liberec', postalCodes: [46001, 46015] },
      { name: 'České Budějovice', postalCodes: [37001, 37011] },
    ],
    streets: [
      'Masarykova',
      'Husova',
      'Nádražní',
      'Průmyslová',
      'Palackého',
      'Komenského',
      'Smetanova',
      'Žižkova',
      'Jiráskova',
      'Tyršova',
    ],
    address: germanAddress,
    surnames: [
      'Novák',
      'Svoboda',
      'Novotný',
      'Dvořák',
      'Černý',
      'Procházka',
      'Kučera',
      'Veselý',
      'Horák',
      'Němec',
      'Pokorný',
      'Marek',
      'Pospíšil',
      'Hájek',
      'Jelínek',
      'Král',
      'Růžička',
      'Beneš',
      'Fiala',
      'Sedláček',
    ],
    trades: {
      GH: ['Velkoobchod topení', 'Sanitární velkoobchod'],
      INST: ['Topení', 'Vodo-topo', 'Instalace'],
      OBJ: ['Stavby', 'Developer'],
      PLAN: ['Projekce TZB', 'Inženýrská kancelář'],
    },
    legalForms: ['s.r.o.', 'a.s.'],
    branchWord: 'Pobočka',
  },
  FR: {
    cities: [
      { name: 'Paris', postalCodes: [75001, 75020] },
      { name: 'Lyon', postalCodes: [69001, 69009] },
      { name: 'Marseille', postalCodes: [13001, 13016] },
      { name: 'Strasbourg', postalCodes: [67000, 67200] },
      { name: 'Lille', postalCodes: [59000, 59800] },
      { name: 'Toulouse', postalCodes: [31000, 31500] },
      { name: 'Nantes', postalCodes: [44000, 44300] },
      { name: 'Bordeaux', postalCodes: [33000, 33800] },
    ],
    streets: [
      'rue de la République',
      'avenue Jean Jaurès',
      'rue Victor Hugo',
      'rue de la Gare',
      'boulevard Pasteur',
      'rue des Artisans',
      'rue du Moulin',
      'avenue de la Libération',
      'rue de l’Industrie',
      'rue Jules Ferry',
    ],
    address: (street, n) => `${n} ${street}`,
    surnames: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Simon',
      'Laurent',
      'Lefebvre',
      'Michel',
      'Garcia',
      'David',
      'Bertrand',
      'Roux',
      'Vincent',
      'Fournier',
    ],
    trades: {
      GH: ['Négoce Sanitaire', 'Distribution Chauffage'],
      INST: ['Chauffage', 'Plomberie Chauffage', 'Thermique'],
      OBJ: ['Immobilière', 'Promotion'],
      PLAN: ['Bureau d’études', 'Ingénierie Fluides'],
    },
    legalForms: ['SARL', 'SAS'],
    branchWord: 'Agence',
  },
  IT: {
    cities: [
      { name: 'Milano', postalCodes: [20121, 20162] },
      { name: 'Torino', postalCodes: [10121, 10156] },
      { name: 'Bologna', postalCodes: [40121, 40141] },
      { name: 'Verona', postalCodes: [37121, 37142] },
      { name: 'Bolzano', postalCodes: [39100, 39100] },
      { name: 'Roma', postalCodes: [118, 199] },
      { name: 'Firenze', postalCodes: [50121, 50145] },
    ],
    streets: [
      'Via Roma',
      'Via Garibaldi',
      'Via Mazzini',
      'Corso Italia',
      'Via dell’Industria',
      'Via Verdi',
      'Via Dante Alighieri',
      'Via Cavour',
      'Viale Europa',
      'Via Marconi',
    ],
    address: germanAddress,
    surnames: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Gallo',
      'Conti',
      'De Luca',
      'Mancini',
      'Costa',
      'Giordano',
      'Rizzo',
      'Lombardi',
      'Moretti',
    ],
    trades: {
      GH: ['Ingrosso Termoidraulica', 'Commercio Sanitari'],
      INST: ['Termoidraulica', 'Idraulica', 'Impianti'],
      OBJ: ['Edilizia', 'Immobiliare'],
      PLAN: ['Studio Tecnico', 'Progettazione Impianti'],
    },
    legalForms: ['S.r.l.', 'S.p.A.'],
    branchWord: 'Filiale',
  },
  PL: {
    cities: [
      { name: 'Warszawa', postalCodes: [0, 4999] },
      { name: 'Kraków', postalCodes: [30001, 31999] },
      { name: 'Wrocław', postalCodes: [50001, 54999] },
      { name: 'Poznań', postalCodes: [60001, 61999] },
      { name: 'Gdańsk', postalCodes: [80001, 80999] },
      { name: 'Łódź', postalCodes: [90001, 94999] },
      { name: 'Katowice', postalCodes: [40001, 40999] },
    ],
    streets: [
      'Polna',
      'Lipowa',
      'Przemysłowa',
      'Mickiewicza',
      'Kościuszki',
      'Słowackiego',
      'Leśna',
      'Ogrodowa',
      'Kolejowa',
      'Sienkiewicza',
    ],
    address: (street, n) => `ul. ${street} ${n}`,
    surnames: [
      'Nowak',
      'Kowalski',
      'Wiśniewski',
      'Wójcik',
      'Kowalczyk',
      'Kamiński',
      'Lewandowski',
      'Zieliński',
      'Szymański',
      'Woźniak',
      'Dąbrowski',
      'Kozłowski',
      'Jankowski',
      'Mazur',
      'Kwiatkowski',
      'Krawczyk',
      'Piotrowski',
      'Grabowski',
      'Nowakowski',
      'Pawłowski',
    ],
    trades: {
      GH: ['Hurtownia Instalacyjna', 'Hurtownia Sanitarna'],
      INST: ['Instalacje', 'Ogrzewanie', 'Usługi Hydrauliczne'],
      OBJ: ['Budownictwo', 'Deweloper'],
      PLAN: ['Biuro Projektowe', 'Projekty Instalacji'],
    },
    legalForms: ['Sp. z o.o.', 'S.A.'],
    branchWord: 'Oddział',
  },
};

/** The postal code in the country's form: DE/FR/IT five digits, AT/CH four, CZ "123 45", PL "12-345". */
export function formatPostalCode(country: Country, code: number): string {
  switch (country) {
    case 'AT':
    case 'CH':
      return String(code).padStart(4, '0');
    case 'CZ': {
      const digits = String(code).padStart(5, '0');
      return `${digits.slice(0, 3)} ${digits.slice(3)}`;
    }
    case 'PL': {
      const digits = String(code).padStart(5, '0');
      return `${digits.slice(0, 2)}-${digits.slice(2)}`;
    }
    default:
      return String(code).padStart(5, '0');
  }
}
