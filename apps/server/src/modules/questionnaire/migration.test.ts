import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrate, readMigrations } from '../../db/migrate';

const PROMISED = '{"de": "Ihre Antwort geht anonym an das Küchenteam."}';
const ANNA = '00000000-0000-4000-8000-00000000000a';
const BERT = '00000000-0000-4000-8000-00000000000b';

describe('migration 0027: answers of questionnaires that promise anonymity', () => {
  it('lose their user id and time; who answered stays, as a set; other questionnaires keep their names', async () => {
    const database = await openDatabase({});
    const db = database.pglite!;
    try {
      await migrate(
        database,
        readMigrations().filter((m) => m.name < '0027'),
      );
      await db.exec(`
        insert into portal.portal_user (id, issuer, open_id_user_id) values
          ('${ANNA}', 'test', 'anna'), ('${BERT}', 'test', 'bert');
        insert into portal.questionnaire_question (questionnaire_id, question_id, position, data_type, question_text, text) values
          (1, 1, 0, 'number', '{"de": "Wie oft?"}', '{}'),
          (1, 5, 1, 'text', '{"de": "Was verbessern?"}', '${PROMISED}'),
          (3, 1, 0, 'boolean', '{"de": "Kommen Sie?"}', '{}');
        insert into portal.questionnaire_answer (questionnaire_id, question_id, user_id, value) values
          (1, 1, '${BERT}', '2'), (1, 5, '${BERT}', 'Mehr Salat'), (1, 5, '${ANNA}', 'Längere Öffnungszeiten'),
          (3, 1, '${ANNA}', 'true');
      `);

      expect(await migrate(database)).toEqual(
        readMigrations()
          .filter((m) => m.name >= '0027')
          .map((m) => m.name),
      );

      const questionnaires = await db.query('select id, anonymous from portal.questionnaire order by id');
      expect(questionnaires.rows).toEqual([
        { id: 1, anonymous: true },
        { id: 3, anonymous: false },
      ]);
      const named = await db.query('select questionnaire_id, user_id, value from portal.questionnaire_answer');
      expect(named.rows).toEqual([{ questionnaire_id: 3, user_id: ANNA, value: 'true' }]);
      const anonymous = await db.query<Record<string, unknown>>(
        'select * from portal.questionnaire_anonymous_answer order by question_id, value',
      );
      expect(anonymous.rows.map(({ question_id, value }) => ({ question_id, value }))).toEqual([
        { question_id: 1, value: '2' },
        { question_id: 5, value: 'Längere Öffnungszeiten' },
        { question_id: 5, value: 'Mehr Salat' },
      ]);
      expect(Object.keys(anonymous.rows[0]!).sort()).toEqual(['id', 'question_id', 'questionnaire_id', 'value']);
      const respondents = await db.query(
        'select questionnaire_id, user_ids::text[] as user_ids from portal.questionnaire_respondents',
      );
      expect(respondents.rows).toEqual([{ questionnaire_id: 1, user_ids: [ANNA, BERT] }]);
    } finally {
      await database.close();
    }
  });
});
