import type { SceneName } from './photos';

/**
 * The demo's sample documents (seed.ts): what the responsible areas would really put in their
 * modules, so the search and the pages show something believable. Each PDF is a title and a few
 * paragraphs; folders are "Aktuell" and "Archiv 2025". The photo galleries get photos drawn from a
 * scene (photos.ts), named as the people who took them would.
 */
export interface SampleDocument {
  readonly name: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** A photo: the scene it is rendered from (a JPEG). */
  readonly scene?: SceneName;
}

export type SampleFolders = Readonly<Record<string, readonly SampleDocument[]>>;

const pdf = (name: string, title: string, ...paragraphs: string[]): SampleDocument => ({
  name: `${name}.pdf`,
  title,
  paragraphs,
});
const txt = (name: string, ...lines: string[]): SampleDocument => ({
  name: `${name}.txt`,
  title: '',
  paragraphs: lines,
});
const photo = (name: string, scene: SceneName): SampleDocument => ({
  name: `${name}.jpg`,
  title: name,
  paragraphs: [],
  scene,
});

export const SAMPLE_DOCUMENTS: Readonly<Record<string, SampleFolders>> = {
  forms: {
    Aktuell: [
      pdf(
        'Urlaubsantrag',
        'Antrag auf Erholungsurlaub',
        'Bitte reichen Sie den Antrag spätestens zwei Wochen vor Urlaubsbeginn bei Ihrer Führungskraft ein.',
        'Name, Personalnummer, Abteilung: ______________________',
        'Urlaub vom ________ bis ________, Anzahl Arbeitstage: ____. Resturlaub aus dem Vorjahr verfällt am 31. März.',
        'Genehmigt durch die Führungskraft (Datum, Unterschrift). Die Personalabteilung bucht den Urlaub im Zeitwirtschaftssystem.',
      ),
      pdf(
        'Reisekostenabrechnung',
        'Reisekostenabrechnung für Dienstreisen',
        'Abzurechnen sind Fahrtkosten, Übernachtung und Verpflegungsmehraufwand nach den steuerlichen Pauschalen.',
        'Belege im Original beifügen. Privat-PKW: 0,30 € je gefahrenem Kilometer.',
        'Die Abrechnung ist innerhalb von drei Monaten nach Reiseende einzureichen.',
      ),
      pdf(
        'Antrag Elternzeit',
        'Antrag auf Elternzeit',
        'Die Elternzeit ist spätestens sieben Wochen vor Beginn schriftlich zu beantragen.',
        'Geben Sie an, für welche Zeiträume innerhalb von zwei Jahren Sie Elternzeit nehmen. Teilzeit während der Elternzeit bitte gesondert beantragen.',
      ),
    ],
    'Archiv 2025': [
      pdf(
        'Antrag Bildungsurlaub 2025',
        'Antrag auf Bildungsurlaub (Stand 2025)',
        'Bildungsurlaub nach dem Bildungszeitgesetz: fünf Arbeitstage je Kalenderjahr für anerkannte Veranstaltungen.',
      ),
    ],
  },
  hr: {
    Aktuell: [
      pdf(
        'Merkblatt Arbeitszeiterfassung',
        'Merkblatt zur Arbeitszeiterfassung',
        'Beginn und Ende der Arbeitszeit werden am Terminal oder in der App gebucht. Pausen ab sechs Stunden Arbeitszeit: mindestens 30 Minuten.',
        'Korrekturen beantragen Sie bei Ihrer Führungskraft; die Personalabteilung prüft sie monatlich.',
      ),
      pdf(
        'Entgeltabrechnung erklärt',
        'Ihre Entgeltabrechnung, Zeile für Zeile',
        'Bruttobezüge, Zuschläge für Schicht- und Nachtarbeit, Abzüge für Steuer und Sozialversicherung, Nettoauszahlung.',
        'Vermögenswirksame Leistungen und die betriebliche Altersvorsorge stehen im unteren Teil.',
      ),
    ],
  },
  career: {
    Aktuell: [
      pdf(
        'Ausbildung 2026 Industriemechaniker',
        'Ausbildung zum Industriemechaniker (m/w/d), Beginn 1. September 2026',
        'Dreieinhalb Jahre im Werk, Berufsschule im Blockunterricht. Bewerbungen mit Zeugnissen bis 31. Januar.',
      ),
    ],
  },
  worksCouncil: {
    Aktuell: [
      pdf(
        'Sprechstunden des Betriebsrats',
        'Sprechstunden des Betriebsrats',
        'Dienstags 13:00–15:00 Uhr im Betriebsratsbüro, Gebäude 2, Raum 104. Termine außerhalb der Sprechstunde nach Vereinbarung.',
      ),
      pdf(
        'Einladung Betriebsversammlung',
        'Einladung zur Betriebsversammlung im zweiten Quartal',
        'Tagesordnung: Bericht des Betriebsrats, Bericht der Geschäftsleitung, Schichtmodell in der Montage, Verschiedenes.',
        'Die Teilnahme ist Arbeitszeit. Fragen vorab gern an den Betriebsrat.',
      ),
    ],
    'Archiv 2025': [
      pdf(
        'Tätigkeitsbericht 2025',
        'Tätigkeitsbericht des Betriebsrats 2025',
        'Schwerpunkte: Einführung der Zeiterfassung per App, Betriebsvereinbarung mobiles Arbeiten, Gesundheitstage im Werk.',
      ),
    ],
  },
  companyAgreements: {
    Aktuell: [
      pdf(
        'Betriebsvereinbarung mobiles Arbeiten',
        'Betriebsvereinbarung über mobiles Arbeiten',
        '§ 1 Geltungsbereich: alle Beschäftigten, deren Tätigkeit mobil erbracht werden kann.',
        '§ 2 Umfang: bis zu drei Tage je Woche nach Absprache im Team. Ein Anspruch auf einen festen Tag besteht nicht.',
        '§ 3 Arbeitsmittel: Der Arbeitgeber stellt Notebook und Headset. Arbeitsschutz und Datenschutz gelten auch mobil.',
      ),
      pdf(
        'Betriebsvereinbarung Gleitzeit',
        'Betriebsvereinbarung Gleitende Arbeitszeit',
        'Kernzeit 9:00–14:30 Uhr, Rahmenzeit 6:00–20:00 Uhr. Das Gleitzeitkonto darf 40 Plusstunden und 20 Minusstunden nicht überschreiten.',
      ),
    ],
  },
  news: {
    Aktuell: [
      pdf(
        'Rundschreiben Betriebsurlaub',
        'Rundschreiben: Betriebsurlaub zum Jahreswechsel',
        'Die Werke schließen vom 24. Dezember bis 1. Januar. Der Kundendienst bleibt über die Notrufnummer erreichbar.',
      ),
      txt('Kurzmeldungen', 'Neue Ladesäulen auf dem Mitarbeiterparkplatz.', 'Firmenlauf: Anmeldung bis Ende Mai.'),
    ],
    'Archiv 2025': [
      pdf(
        'Jahresrückblick 2025',
        'Jahresrückblick 2025',
        'Neue Wärmepumpenlinie in Serie, 120 neue Kolleginnen und Kollegen, Auszeichnung für die Ausbildung.',
      ),
    ],
  },
  events: {
    Aktuell: [
      pdf(
        'Sommerfest',
        'Einladung zum Sommerfest',
        'Für alle Mitarbeitenden und ihre Familien: Grillbuffet, Werksführungen und Kinderprogramm am Werk Nord.',
      ),
    ],
  },
  'occupationalSafety.navigator.forklifts': {
    Aktuell: [
      pdf(
        'Unterweisung Gabelstapler',
        'Jährliche Unterweisung für Gabelstaplerfahrer',
        'Nur beauftragte Fahrer mit Fahrausweis dürfen Flurförderzeuge führen. Vor Schichtbeginn Sichtprüfung: Bremsen, Hydraulik, Gabelzinken, Hupe.',
        'Lasten nur mit abgesenkter Gabel transportieren, Sicherheitsgurt anlegen, keine Personen mitnehmen.',
        'Die Teilnahme wird auf der Unterweisungsliste bestätigt.',
      ),
    ],
  },
  'occupationalSafety.navigator.fireProtection': {
    Aktuell: [
      pdf(
        'Brandschutzordnung Teil B',
        'Brandschutzordnung nach DIN 14096, Teil B',
        'Brände verhüten: Rauchverbot in der Lackiererei, brennbare Stoffe nur in zugelassenen Schränken lagern.',
        'Im Brandfall: Ruhe bewahren, Feuerwehr 112 alarmieren, Sammelplatz am Haupttor aufsuchen.',
      ),
    ],
  },
  'occupationalSafety.navigator.personalProtectiveEquipment': {
    Aktuell: [
      pdf(
        'Tragepflichten persönliche Schutzausrüstung',
        'Tragepflichten für persönliche Schutzausrüstung',
        'Sicherheitsschuhe S3 in allen Produktionshallen, Gehörschutz ab 85 dB(A), Schutzbrille an Schleif- und Bohrplätzen.',
      ),
    ],
  },
  companyMedicalService: {
    Aktuell: [
      pdf(
        'Angebot Grippeschutzimpfung',
        'Grippeschutzimpfung durch den Betriebsarzt',
        'Die Impfung ist freiwillig und kostenlos. Termine im Oktober und November im Sanitätsraum.',
      ),
    ],
  },
  photogallery: {
    Aktuell: [
      photo('Neue Montagehalle Werk Nord', 'assemblyHall'),
      photo('Messestand ISH 2025', 'tradeFairStand'),
      photo('Heizkörper Serie Plan in Anthrazit', 'radiatorProduct'),
    ],
    'Archiv 2025': [
      photo('Verwaltungsgebäude im Winter', 'officeInWinter'),
      photo('Sommerfest Abendstimmung', 'summerParty'),
    ],
  },
  mealPhotos: {
    Aktuell: [photo('Gemüselasagne', 'lasagne'), photo('Salatbuffet', 'saladBar')],
  },
  benefits: {
    Aktuell: [
      pdf(
        'Jobrad',
        'Dienstrad-Leasing',
        'Ein Fahrrad oder E-Bike über Entgeltumwandlung leasen; der Arbeitgeber übernimmt die Versicherung.',
      ),
    ],
  },
};
