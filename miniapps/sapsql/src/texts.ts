import type { Locale, SapSqlFailure, SapSqlRefusal } from '@portal/contracts';

/** The problem codes the screen explains in words (docs/sapsql.md); any other gets `other`. */
export type ExplainedCode =
  | SapSqlRefusal
  | SapSqlFailure
  | 'validation_failed'
  | 'rate_limited'
  | 'forbidden'
  | 'insufficient_user_authentication'
  | 'service_unavailable'
  | 'other';

/** Every text of the SAP SQL screen, complete in the five portal languages. */
export interface Texts {
  title: string;
  intro: string;
  statement: string;
  statementHint: string;
  run: string;
  running: string;
  cancel: string;
  cancelled: string;
  result: string;
  /** `count` writes a number as the site does (`counter`), the text around it is the language's. */
  rows: (n: number, count: Count) => string;
  duration: (ms: number, count: Count) => string;
  truncated: (maxRows: number, maxKilobytes: number, count: Count) => string;
  noRows: string;
  databaseSays: string;
  errors: Record<ExplainedCode, string>;
}

export type Count = (n: number) => string;

/** Counts as the site writes them (`tag` from `formatLocale`): 2.000 Zeilen on /de/de, 2’000 Zeilen on /de/ch. */
export function counter(tag: string): Count {
  const format = new Intl.NumberFormat(tag);
  return (n: number) => format.format(n);
}

const de: Texts = {
  title: 'SAP SQL',
  intro: 'Lesende Abfragen auf die ERP-Daten. Jede Abfrage wird mit Benutzer und Text protokolliert.',
  statement: 'SQL-Anweisung',
  statementHint: 'Eine Anweisung mit SELECT, WITH, VALUES oder TABLE. Strg+Enter führt sie aus.',
  run: 'Ausführen',
  running: 'Abfrage läuft …',
  cancel: 'Abbrechen',
  cancelled: 'Die Abfrage wurde abgebrochen.',
  result: 'Ergebnis',
  rows: (n, count) => (n === 1 ? '1 Zeile' : `${count(n)} Zeilen`),
  duration: (ms, count) => `${count(ms)} ms`,
  truncated: (rows, kb, count) =>
    `Das Ergebnis ist größer als erlaubt: gezeigt werden nur die ersten Zeilen (höchstens ${count(rows)} Zeilen oder ${count(kb)} KB).`,
  noRows: 'Die Abfrage hat keine Zeilen geliefert.',
  databaseSays: 'Meldung der Datenbank',
  errors: {
    sql_multiple_statements: 'Bitte nur eine Anweisung je Ausführung; nach dem Semikolon folgt eine zweite.',
    sql_write_refused:
      'Das SQL-Werkzeug liest nur. Schreibende Anweisungen (INSERT, UPDATE, DELETE, MERGE, TRUNCATE, COPY, SELECT … INTO) werden abgelehnt.',
    sql_ddl_refused: 'Das SQL-Werkzeug liest nur. Anweisungen, die Tabellen oder Rechte ändern, werden abgelehnt.',
    sql_locking_refused: 'Zeilensperren (FOR UPDATE, FOR SHARE) sind im SQL-Werkzeug nicht erlaubt.',
    sql_function_refused:
      'Die Anweisung ruft eine Funktion mit Nebenwirkungen auf (zum Beispiel nextval, setval, set_config), das ist nicht erlaubt.',
    sql_transaction_control_refused:
      'Transaktions- und Sitzungsbefehle (BEGIN, COMMIT, SET, RESET, DO, CALL …) sind nicht erlaubt.',
    sql_not_a_query: 'Erlaubt sind nur Abfragen, die mit SELECT, WITH, VALUES oder TABLE beginnen.',
    sql_unterminated: 'Eine Zeichenkette, ein Name in Anführungszeichen oder ein Kommentar ist nicht geschlossen.',
    sql_failed: 'Die Datenbank hat die Anweisung abgelehnt.',
    sql_timeout: 'Die Abfrage hat länger gedauert als erlaubt und wurde abgebrochen.',
    sql_busy: 'Es laufen schon zu viele Abfragen. Bitte warten, bis eine fertig ist, und dann erneut ausführen.',
    sql_too_large: 'Eine Zeile des Ergebnisses ist größer als erlaubt. Bitte weniger oder kürzere Spalten abfragen.',
    sql_tool_unavailable:
      'Das SQL-Werkzeug ist auf diesem Server nicht sicher eingerichtet und führt deshalb nichts aus. Bitte den Betrieb informieren.',
    validation_failed: 'Bitte eine SQL-Anweisung eingeben.',
    rate_limited: 'Zu viele Abfragen in kurzer Zeit. Bitte einen Moment warten.',
    forbidden: 'Sie haben keine Berechtigung für das SQL-Werkzeug.',
    insufficient_user_authentication: 'Das SQL-Werkzeug verlangt eine Anmeldung mit zweitem Faktor.',
    service_unavailable: 'Das SQL-Werkzeug ist gerade nicht verfügbar. Bitte später erneut versuchen.',
    other: 'Die Abfrage konnte nicht ausgeführt werden.',
  },
};

const en: Texts = {
  title: 'SAP SQL',
  intro: 'Read-only queries on the ERP data. Every query is recorded with its user and text.',
  statement: 'SQL statement',
  statementHint: 'One statement starting with SELECT, WITH, VALUES or TABLE. Ctrl+Enter runs it.',
  run: 'Run',
  running: 'Query running …',
  cancel: 'Cancel',
  cancelled: 'The query was cancelled.',
  result: 'Result',
  rows: (n, count) => (n === 1 ? '1 row' : `${count(n)} rows`),
  duration: (ms, count) => `${count(ms)} ms`,
  truncated: (rows, kb, count) =>
    `The result is larger than allowed: only the first rows are shown (at most ${count(rows)} rows or ${count(kb)} KB).`,
  noRows: 'The query returned no rows.',
  databaseSays: 'Message from the database',
  errors: {
    sql_multiple_statements: 'Please run one statement at a time; a second one follows the semicolon.',
    sql_write_refused:
      'The SQL tool only reads. Writing statements (INSERT, UPDATE, DELETE, MERGE, TRUNCATE, COPY, SELECT … INTO) are refused.',
    sql_ddl_refused: 'The SQL tool only reads. Statements that change tables or rights are refused.',
    sql_locking_refused: 'Row locks (FOR UPDATE, FOR SHARE) are not allowed in the SQL tool.',
    sql_function_refused:
      'The statement calls a function with side effects (for example nextval, setval, set_config), which is not allowed.',
    sql_transaction_control_refused:
      'Transaction and session commands (BEGIN, COMMIT, SET, RESET, DO, CALL …) are not allowed.',
    sql_not_a_query: 'Only queries starting with SELECT, WITH, VALUES or TABLE are allowed.',
    sql_unterminated: 'A string, a quoted name or a comment is not closed.',
    sql_failed: 'The database refused the statement.',
    sql_timeout: 'The query ran longer than allowed and was stopped.',
    sql_busy: 'Too many queries are running already. Please wait until one has finished, then run it again.',
    sql_too_large: 'A row of the result is larger than allowed. Please select fewer or shorter columns.',
    sql_tool_unavailable:
      'The SQL tool is not set up safely on this server, so it runs nothing. Please tell the operators.',
    validation_failed: 'Please enter an SQL statement.',
    rate_limited: 'Too many queries in a short time. Please wait a moment.',
    forbidden: 'You are not allowed to use the SQL tool.',
    insufficient_user_authentication: 'The SQL tool needs a sign-in with a second factor.',
    service_unavailable: 'The SQL tool is not available right now. Please try again later.',
    other: 'The query could not be run.',
  },
};

const cs: Texts = {
  title: 'SAP SQL',
  intro: 'Dotazy pouze pro čtení nad daty ERP. Každý dotaz se zaznamenává s uživatelem a textem.',
  statement: 'Příkaz SQL',
  statementHint: 'Jeden příkaz začínající SELECT, WITH, VALUES nebo TABLE. Ctrl+Enter jej spustí.',
  run: 'Spustit',
  running: 'Dotaz běží …',
  cancel: 'Zrušit',
  cancelled: 'Dotaz byl zrušen.',
  result: 'Výsledek',
  rows: (n, count) => (n === 1 ? '1 řádek' : n >= 2 && n <= 4 ? `${count(n)} řádky` : `${count(n)} řádků`),
  duration: (ms, count) => `${count(ms)} ms`,
  truncated: (rows, kb, count) =>
    `Výsledek je větší, než je povoleno: zobrazují se jen první řádky (nejvýše ${count(rows)} řádků nebo ${count(kb)} KB).`,
  noRows: 'Dotaz nevrátil žádné řádky.',
  databaseSays: 'Hlášení databáze',
  errors: {
    sql_multiple_statements: 'Spouštějte prosím jen jeden příkaz; za středníkem následuje druhý.',
    sql_write_refused:
      'Nástroj SQL pouze čte. Zapisující příkazy (INSERT, UPDATE, DELETE, MERGE, TRUNCATE, COPY, SELECT … INTO) jsou odmítnuty.',
    sql_ddl_refused: 'Nástroj SQL pouze čte. Příkazy měnící tabulky nebo práva jsou odmítnuty.',
    sql_locking_refused: 'Zámky řádků (FOR UPDATE, FOR SHARE) nejsou v nástroji SQL povoleny.',
    sql_function_refused:
      'Příkaz volá funkci s vedlejšími účinky (například nextval, setval, set_config), což není povoleno.',
    sql_transaction_control_refused:
      'Příkazy transakcí a relace (BEGIN, COMMIT, SET, RESET, DO, CALL …) nejsou povoleny.',
    sql_not_a_query: 'Povoleny jsou jen dotazy začínající SELECT, WITH, VALUES nebo TABLE.',
    sql_unterminated: 'Řetězec, název v uvozovkách nebo komentář není uzavřen.',
    sql_failed: 'Databáze příkaz odmítla.',
    sql_timeout: 'Dotaz běžel déle, než je povoleno, a byl zastaven.',
    sql_busy: 'Běží již příliš mnoho dotazů. Počkejte prosím, až jeden skončí, a spusťte jej znovu.',
    sql_too_large: 'Řádek výsledku je větší, než je povoleno. Vyberte prosím méně nebo kratší sloupce.',
    sql_tool_unavailable:
      'Nástroj SQL není na tomto serveru bezpečně nastaven, a proto nic nespouští. Informujte prosím provoz.',
    validation_failed: 'Zadejte prosím příkaz SQL.',
    rate_limited: 'Příliš mnoho dotazů v krátké době. Chvíli prosím počkejte.',
    forbidden: 'Nemáte oprávnění k nástroji SQL.',
    insufficient_user_authentication: 'Nástroj SQL vyžaduje přihlášení s druhým faktorem.',
    service_unavailable: 'Nástroj SQL není momentálně k dispozici. Zkuste to prosím později.',
    other: 'Dotaz nebylo možné provést.',
  },
};

const fr: Texts = {
  title: 'SAP SQL',
  intro:
    'Requêtes en lecture seule sur les données ERP. Chaque requête est enregistrée avec son utilisateur et son texte.',
  statement: 'Instruction SQL',
  statementHint: 'Une instruction commençant par SELECT, WITH, VALUES ou TABLE. Ctrl+Entrée l’exécute.',
  run: 'Exécuter',
  running: 'Requête en cours …',
  cancel: 'Annuler',
  cancelled: 'La requête a été annulée.',
  result: 'Résultat',
  rows: (n, count) => (n <= 1 ? `${count(n)} ligne` : `${count(n)} lignes`),
  duration: (ms, count) => `${count(ms)} ms`,
  truncated: (rows, kb, count) =>
    `Le résultat dépasse la limite : seules les premières lignes sont affichées (au plus ${count(rows)} lignes ou ${count(kb)} Ko).`,
  noRows: 'La requête n’a renvoyé aucune ligne.',
  databaseSays: 'Message de la base de données',
  errors: {
    sql_multiple_statements: 'Une seule instruction à la fois, s’il vous plaît ; une deuxième suit le point-virgule.',
    sql_write_refused:
      'L’outil SQL ne fait que lire. Les instructions d’écriture (INSERT, UPDATE, DELETE, MERGE, TRUNCATE, COPY, SELECT … INTO) sont refusées.',
    sql_ddl_refused:
      'L’outil SQL ne fait que lire. Les instructions qui modifient des tables ou des droits sont refusées.',
    sql_locking_refused: 'Les verrous de lignes (FOR UPDATE, FOR SHARE) ne sont pas autorisés dans l’outil SQL.',
    sql_function_refused:
      'L’instruction appelle une fonction à effets de bord (par exemple nextval, setval, set_config), ce qui n’est pas autorisé.',
    sql_transaction_control_refused:
      'Les commandes de transaction et de session (BEGIN, COMMIT, SET, RESET, DO, CALL …) ne sont pas autorisées.',
    sql_not_a_query: 'Seules les requêtes commençant par SELECT, WITH, VALUES ou TABLE sont autorisées.',
    sql_unterminated: 'Une chaîne, un nom entre guillemets ou un commentaire n’est pas fermé.',
    sql_failed: 'La base de données a refusé l’instruction.',
    sql_timeout: 'La requête a duré plus longtemps que permis et a été arrêtée.',
    sql_busy: 'Trop de requêtes sont déjà en cours. Veuillez attendre qu’une se termine, puis relancer.',
    sql_too_large:
      'Une ligne du résultat dépasse la taille permise. Veuillez sélectionner moins de colonnes ou des colonnes plus courtes.',
    sql_tool_unavailable:
      'L’outil SQL n’est pas configuré de façon sûre sur ce serveur et n’exécute donc rien. Veuillez prévenir l’exploitation.',
    validation_failed: 'Veuillez saisir une instruction SQL.',
    rate_limited: 'Trop de requêtes en peu de temps. Veuillez patienter un instant.',
    forbidden: 'Vous n’êtes pas autorisé à utiliser l’outil SQL.',
    insufficient_user_authentication: 'L’outil SQL exige une connexion avec un second facteur.',
    service_unavailable: 'L’outil SQL n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
    other: 'La requête n’a pas pu être exécutée.',
  },
};

const it: Texts = {
  title: 'SAP SQL',
  intro: 'Interrogazioni in sola lettura sui dati ERP. Ogni interrogazione viene registrata con utente e testo.',
  statement: 'Istruzione SQL',
  statementHint: 'Un’istruzione che inizia con SELECT, WITH, VALUES o TABLE. Ctrl+Invio la esegue.',
  run: 'Esegui',
  running: 'Interrogazione in corso …',
  cancel: 'Annulla',
  cancelled: 'L’interrogazione è stata annullata.',
  result: 'Risultato',
  rows: (n, count) => (n === 1 ? '1 riga' : `${count(n)} righe`),
  duration: (ms, count) => `${count(ms)} ms`,
  truncated: (rows, kb, count) =>
    `Il risultato supera il limite: vengono mostrate solo le prime righe (al massimo ${count(rows)} righe o ${count(kb)} KB).`,
  noRows: 'L’interrogazione non ha restituito righe.',
  databaseSays: 'Messaggio del database',
  errors: {
    sql_multiple_statements: 'Eseguire una sola istruzione alla volta; dopo il punto e virgola ne segue una seconda.',
    sql_write_refused:
      'Lo strumento SQL legge soltanto. Le istruzioni di scrittura (INSERT, UPDATE, DELETE, MERGE, TRUNCATE, COPY, SELECT … INTO) vengono rifiutate.',
    sql_ddl_refused:
      'Lo strumento SQL legge soltanto. Le istruzioni che modificano tabelle o diritti vengono rifiutate.',
    sql_locking_refused: 'I blocchi di riga (FOR UPDATE, FOR SHARE) non sono consentiti nello strumento SQL.',
    sql_function_refused:
      'L’istruzione chiama una funzione con effetti collaterali (per esempio nextval, setval, set_config), il che non è consentito.',
    sql_transaction_control_refused:
      'I comandi di transazione e di sessione (BEGIN, COMMIT, SET, RESET, DO, CALL …) non sono consentiti.',
    sql_not_a_query: 'Sono consentite solo interrogazioni che iniziano con SELECT, WITH, VALUES o TABLE.',
    sql_unterminated: 'Una stringa, un nome tra virgolette o un commento non è chiuso.',
    sql_failed: 'Il database ha rifiutato l’istruzione.',
    sql_timeout: 'L’interrogazione è durata più del consentito ed è stata interrotta.',
    sql_busy: 'Sono già in corso troppe interrogazioni. Attendere che una termini, poi eseguirla di nuovo.',
    sql_too_large: 'Una riga del risultato è più grande del consentito. Selezionare meno colonne o colonne più corte.',
    sql_tool_unavailable:
      'Lo strumento SQL non è configurato in modo sicuro su questo server e quindi non esegue nulla. Avvisare il servizio operativo.',
    validation_failed: 'Inserire un’istruzione SQL.',
    rate_limited: 'Troppe interrogazioni in poco tempo. Attendere un momento.',
    forbidden: 'Non si dispone dell’autorizzazione per lo strumento SQL.',
    insufficient_user_authentication: 'Lo strumento SQL richiede un accesso con secondo fattore.',
    service_unavailable: 'Lo strumento SQL non è disponibile al momento. Riprovare più tardi.',
    other: 'Non è stato possibile eseguire l’interrogazione.',
  },
};

export const TEXTS: Record<Locale, Texts> = { de, en, cs, fr, it };

/** The texts of a language; German for one the screen does not know. */
export function textsFor(locale: Locale): Texts {
  return TEXTS[locale] ?? de;
}

/** The explanation of a problem code. */
export function explain(t: Texts, code: string | undefined): string {
  return code && Object.hasOwn(t.errors, code) ? t.errors[code as ExplainedCode] : t.errors.other;
}
