-- An anonymous questionnaire's results are published once it is closed (docs/questionnaire.md
-- "Results"): reopened, the answers that came after could be told apart from the results already
-- read, one person at a time. So a closed anonymous questionnaire stays closed, whoever writes
-- the row: the API, an operator's statement or a migration.
CREATE OR REPLACE FUNCTION portal.questionnaire_stays_closed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.anonymous AND NOT OLD.active AND NEW.active THEN
    RAISE EXCEPTION 'questionnaire % is anonymous and closed: it cannot be reopened', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER "questionnaire_stays_closed" BEFORE UPDATE OF "active" ON "portal"."questionnaire"
  FOR EACH ROW EXECUTE FUNCTION portal.questionnaire_stays_closed();
