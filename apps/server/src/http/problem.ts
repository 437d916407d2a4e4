import { type Problem, type ProblemCode, problemSchema } from '@portal/contracts';

/** The problem answers of a call that lists or changes a record on the version read (If-Match). */
export const CHANGE_PROBLEMS = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  412: problemSchema,
  428: problemSchema,
};

const TITLES: Record<ProblemCode, string> = {
  validation_failed: 'The request is not valid',
  unauthenticated: 'Sign-in required',
  invalid_token: 'The access token is not valid',
  insufficient_user_authentication: 'A stronger sign-in is required',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  conflict: 'Conflict',
  precondition_failed: 'The resource has changed',
  precondition_required: 'If-Match is required',
  idempotency_key_missing: 'Idempotency-Key is required',
  idempotency_key_reused: 'Idempotency-Key was used for another request',
  idempotency_in_flight: 'A request with this Idempotency-Key is in progress',
  order_deadline_passed: 'The plan takes no more orders or changes',
  plan_closed: 'The kitchen closed this plan',
  plan_not_visible: 'The plan is not open for orders yet',
  article_not_offered: 'The plan does not offer this article',
  order_exists: 'There is already an order for this plan',
  last_administrator: 'The change would leave nobody who can administer users and roles',
  report_timeout: 'The report took too long; narrow its filter or grouping',
  unsupported_media_type: 'Unsupported media type',
  payload_too_large: 'Request body too large',
  headers_too_large: 'Request header fields too large',
  request_timeout: 'The request did not arrive in time',
  rate_limited: 'Too many requests',
  sql_multiple_statements: 'Only one statement per call',
  sql_write_refused: 'The SQL tool only reads: writing statements are refused',
  sql_ddl_refused: 'The SQL tool only reads: statements that change the schema are refused',
  sql_locking_refused: 'The SQL tool only reads: row locks (FOR UPDATE, FOR SHARE) are refused',
  sql_function_refused: 'The statement calls a function with side effects',
  sql_transaction_control_refused: 'Transaction and session statements are refused',
  sql_not_a_query: 'Only queries (SELECT, WITH, VALUES, TABLE) are allowed',
  sql_unterminated: 'A string, quoted name or comment is not closed',
  sql_failed: 'The database refused the statement',
  sql_timeout: 'The statement ran longer than the time limit',
  sql_busy: 'Too many statements of the SQL tool are running',
  sql_too_large: 'A row of the result is larger than the byte cap',
  sql_tool_unavailable: 'The SQL tool is not set up on this server',
  service_unavailable: 'The server cannot run the request now; try again later',
  erp_unavailable: 'The ERP system cannot be reached right now; try again later',
  unknown_kmat: 'There is no configurable material with this number',
  unknown_characteristic: 'The configurable material has no such characteristic',
  unknown_value: 'The characteristic has no such value',
  unknown_customer: 'There is no customer with this number',
  configuration_incomplete: 'Only a complete configuration without conflicts can be saved',
  configuration_name_taken: 'You already have a saved configuration of this name',
  saved_configuration_limit: 'You keep as many saved configurations as allowed; delete one first',
  calc_project_limit: 'You keep as many calculation projects as allowed; delete one first',
  shift_not_begun: 'This shift has not begun yet at the plant',
  crm_registration_required: 'This needs an approved CRM registration',
  crm_access_blocked: 'Your CRM access is blocked',
  confirmation_link_invalid: 'The confirmation link is not valid, has expired or was replaced',
  questionnaire_answered: 'You have already answered this anonymous questionnaire',
  questionnaire_anonymous: 'An anonymous questionnaire is answered as a whole, with POST …/Response',
  questionnaire_closed: 'The questionnaire takes no more answers',
  questionnaire_results_withheld: 'The results of this anonymous questionnaire are not published yet',
  account_not_managed_here: 'The account is kept by another identity provider',
  passkey_not_verified: 'The passkey could not be verified',
  totp_not_started: 'No authenticator app enrolment is waiting',
  invalid_code: 'The code is not valid',
  wrong_password: 'The current password is not correct',
  same_password: 'The new password is the current one',
  password_refused: 'The new password is breached, common, repetitive or personal',
  unknown_origin: 'The token was not issued on a configured origin',
  internal_error: 'The server could not run the request now; try again later',
};

/** An error that becomes a problem+json answer with a stable code. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code: ProblemCode;
  readonly detail: string | undefined;
  readonly errors: Problem['errors'];
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: ProblemCode,
    detail?: string,
    extra: { errors?: Problem['errors']; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? TITLES[code]);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.errors = extra.errors;
    this.headers = extra.headers ?? {};
  }

  toProblem(instance?: string): Problem {
    return {
      type: `https://portal.example/problems/${this.code}`,
      title: TITLES[this.code],
      status: this.status,
      code: this.code,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(instance ? { instance } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** 404 naming what was asked for; the same words whether it is missing or someone else's (T20). */
export const notFound = (what?: string) => new HttpProblem(404, 'not_found', what ? `${what} not found` : 'not found');
export const forbidden = (detail?: string) => new HttpProblem(403, 'forbidden', detail);
export const conflict = (detail: string) => new HttpProblem(409, 'conflict', detail);
export const invalid = (path: string, message: string) =>
  new HttpProblem(400, 'validation_failed', `${path}: ${message}`, { errors: [{ path, message }] });
