import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import { firstTime } from '../../db/seed-support';

/** The demo questionnaire: the staff survey about the canteen, one question of each kind. */
export const DEMO_QUESTIONNAIRE_ID = 1;

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

export async function seedQuestionnaire(tx: Tx): Promise<void> {
  if (!(await firstTime(tx, `questionnaire:${DEMO_QUESTIONNAIRE_ID}`))) return;
  for (const [position, q] of DEMO_QUESTIONS.entries()) {
    await tx.execute(sql`
      insert into portal.questionnaire_question
        (questionnaire_id, question_id, position, data_type, question_text, text, possible_values)
      values (${DEMO_QUESTIONNAIRE_ID}, ${q.questionId}, ${position}, ${q.dataType},
              ${JSON.stringify(q.questionText)}::jsonb, ${JSON.stringify(q.text ?? {})}::jsonb,
              ${JSON.stringify(q.possibleValues ?? {})}::jsonb)
      on conflict do nothing`);
  }
}
