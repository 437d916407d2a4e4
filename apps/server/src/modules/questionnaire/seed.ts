import { API } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { firstTime } from '../../db/seed-support';

/** The demo questionnaire: the staff survey about the canteen, one question of each kind; anonymous. */
export const DEMO_QUESTIONNAIRE_ID = 1;
/** A questionnaire that must know who answered: the registration for the summer party. */
export const SUMMER_PARTY_QUESTIONNAIRE_ID = 2;

interface DemoQuestion {
  questionId: number;
  dataType: 'text' | 'number' | 'boolean' | 'date' | 'choice';
  questionText: LocalizedText;
  text?: LocalizedText;
  possibleValues?: Record<string, LocalizedText>;
}

const RATING: Record<string, LocalizedText> = {
  '1': {
    de: 'Sehr unzufrieden',
    en: 'Very dissatisfied',
    cs: 'Velmi nespokojen',
    fr: 'Très insatisfait',
    it: 'Molto insoddisfatto',
  },
  '2': { de: 'Unzufrieden', en: 'Dissatisfied', cs: 'Nespokojen', fr: 'Insatisfait', it: 'Insoddisfatto' },
  '3': { de: 'Teils, teils', en: 'Neither', cs: 'Ani jedno', fr: 'Mitigé', it: 'Così così' },
  '4': { de: 'Zufrieden', en: 'Satisfied', cs: 'Spokojen', fr: 'Satisfait', it: 'Soddisfatto' },
  '5': {
    de: 'Sehr zufrieden',
    en: 'Very satisfied',
    cs: 'Velmi spokojen',
    fr: 'Très satisfait',
    it: 'Molto soddisfatto',
  },
};

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    questionId: 1,
    dataType: 'choice',
    questionText: {
      de: 'Wie zufrieden sind Sie mit dem Essen in der Kantine?',
      en: 'How satisfied are you with the food in the canteen?',
      cs: 'Jak jste spokojeni s jídlem v jídelně?',
      fr: 'Êtes-vous satisfait des repas de la cantine ?',
      it: 'Quanto è soddisfatto del cibo della mensa?',
    },
    possibleValues: RATING,
  },
  {
    questionId: 2,
    dataType: 'number',
    questionText: {
      de: 'An wie vielen Tagen pro Woche essen Sie in der Kantine?',
      en: 'On how many days a week do you eat in the canteen?',
      cs: 'Kolik dní v týdnu jíte v jídelně?',
      fr: 'Combien de jours par semaine mangez-vous à la cantine ?',
      it: 'Quanti giorni alla settimana mangia in mensa?',
    },
  },
  {
    questionId: 3,
    dataType: 'boolean',
    questionText: {
      de: 'Würden Sie die Kantine weiterempfehlen?',
      en: 'Would you recommend the canteen?',
      cs: 'Doporučili byste jídelnu?',
      fr: 'Recommanderiez-vous la cantine ?',
      it: 'Consiglierebbe la mensa?',
    },
  },
  {
    questionId: 4,
    dataType: 'date',
    questionText: {
      de: 'Seit wann essen Sie regelmäßig in der Kantine?',
      en: 'Since when have you been eating in the canteen regularly?',
      cs: 'Odkdy pravidelně jíte v jídelně?',
      fr: 'Depuis quand mangez-vous régulièrement à la cantine ?',
      it: 'Da quando mangia regolarmente in mensa?',
    },
  },
  {
    questionId: 5,
    dataType: 'text',
    questionText: {
      de: 'Was sollen wir verbessern?',
      en: 'What should we improve?',
      cs: 'Co bychom měli zlepšit?',
      fr: 'Que devrions-nous améliorer ?',
      it: 'Che cosa dovremmo migliorare?',
    },
    text: {
      de: 'Ihre Antwort geht anonym an das Küchenteam.',
      en: 'Your answer goes to the kitchen team without your name.',
      cs: 'Vaše odpověď půjde kuchyňskému týmu anonymně.',
      fr: 'Votre réponse est transmise anonymement à l’équipe de cuisine.',
      it: 'La sua risposta arriva in forma anonima al team della cucina.',
    },
  },
];

const MENU: Record<string, LocalizedText> = {
  meat: { de: 'Mit Fleisch', en: 'With meat', cs: 'S masem', fr: 'Avec viande', it: 'Con carne' },
  vegetarian: { de: 'Vegetarisch', en: 'Vegetarian', cs: 'Vegetariánské', fr: 'Végétarien', it: 'Vegetariano' },
  vegan: { de: 'Vegan', en: 'Vegan', cs: 'Veganské', fr: 'Végétalien', it: 'Vegano' },
};

export const SUMMER_PARTY_QUESTIONS: DemoQuestion[] = [
  {
    questionId: 1,
    dataType: 'boolean',
    questionText: {
      de: 'Kommen Sie zum Sommerfest am 3. Juli?',
      en: 'Are you coming to the summer party on 3 July?',
      cs: 'Přijdete na letní slavnost 3. července?',
      fr: 'Venez-vous à la fête d’été le 3 juillet ?',
      it: 'Verrà alla festa d’estate il 3 luglio?',
    },
  },
  {
    questionId: 2,
    dataType: 'number',
    questionText: {
      de: 'Wie viele Begleitpersonen bringen Sie mit?',
      en: 'How many guests are you bringing?',
      cs: 'Kolik doprovodu s sebou přivedete?',
      fr: 'Combien d’accompagnants amenez-vous ?',
      it: 'Quanti accompagnatori porta con sé?',
    },
  },
  {
    questionId: 3,
    dataType: 'choice',
    questionText: {
      de: 'Welches Menü möchten Sie?',
      en: 'Which menu would you like?',
      cs: 'Které menu si přejete?',
      fr: 'Quel menu souhaitez-vous ?',
      it: 'Quale menù desidera?',
    },
    text: {
      de: 'Die Küche plant mit Ihrem Namen und Ihrer Wahl.',
      en: 'The kitchen plans with your name and your choice.',
      cs: 'Kuchyně plánuje s vaším jménem a volbou.',
      fr: 'La cuisine prévoit avec votre nom et votre choix.',
      it: 'La cucina pianifica con il suo nome e la sua scelta.',
    },
    possibleValues: MENU,
  },
];

/** The kitchen team reads the results of both (they hold the canteen's articles). */
const KITCHEN_TEAM = API.orderSystemArticle.technicalName;

const QUESTIONNAIRES: {
  id: number;
  anonymous: boolean;
  title: LocalizedText;
  questions: DemoQuestion[];
}[] = [
  {
    id: DEMO_QUESTIONNAIRE_ID,
    anonymous: true,
    title: {
      de: 'Mitarbeiterbefragung Kantine',
      en: 'Staff survey: the canteen',
      cs: 'Průzkum mezi zaměstnanci: jídelna',
      fr: 'Enquête du personnel : la cantine',
      it: 'Sondaggio del personale: la mensa',
    },
    questions: DEMO_QUESTIONS,
  },
  {
    id: SUMMER_PARTY_QUESTIONNAIRE_ID,
    anonymous: false,
    title: {
      de: 'Sommerfest: Anmeldung',
      en: 'Summer party: registration',
      cs: 'Letní slavnost: přihláška',
      fr: 'Fête d’été : inscription',
      it: 'Festa d’estate: iscrizione',
    },
    questions: SUMMER_PARTY_QUESTIONS,
  },
];

export async function seedQuestionnaire(tx: Tx): Promise<void> {
  for (const questionnaire of QUESTIONNAIRES) {
    // Titles came with the questionnaires themselves (migration 0027): also for databases seeded before.
    if (await firstTime(tx, `questionnaire-title:${questionnaire.id}`)) {
      await tx.execute(sql`
        insert into portal.questionnaire (id, title, anonymous, results_resource)
        values (${questionnaire.id}, ${JSON.stringify(questionnaire.title)}::jsonb, ${questionnaire.anonymous},
                ${KITCHEN_TEAM})
        on conflict (id) do update set title = excluded.title, results_resource = excluded.results_resource`);
    }
    if (!(await firstTime(tx, `questionnaire:${questionnaire.id}`))) continue;
    for (const [position, q] of questionnaire.questions.entries()) {
      await tx.execute(sql`
        insert into portal.questionnaire_question
          (questionnaire_id, question_id, position, data_type, question_text, text, possible_values)
        values (${questionnaire.id}, ${q.questionId}, ${position}, ${q.dataType},
                ${JSON.stringify(q.questionText)}::jsonb, ${JSON.stringify(q.text ?? {})}::jsonb,
                ${JSON.stringify(q.possibleValues ?? {})}::jsonb)
        on conflict do nothing`);
    }
  }
}
