import { z } from 'zod';
import { SAP_SQL_FAILURES, SAP_SQL_REFUSALS } from './sapsql';

/**
 * Every error the APIs answer is RFC 9457 problem+json with a stable `code`.
 * The interface translates by `code` (key `errors.<code>`); `detail` is for people reading logs.
 */
export const PROBLEM_CODES = [
  'validation_failed',
  'unauthenticated',
  'invalid_token',
  'insufficient_user_authentication',
  'forbidden',
  'not_found',
  'conflict',
  'precondition_failed',
  'precondition_required',
  'idempotency_key_missing',
  'idempotency_key_reused',
  'idempotency_in_flight',
  'order_deadline_passed',
  'plan_not_visible',
  'article_not_offered',
  'order_exists',
  'plan_closed',
  'last_administrator',
  'report_timeout',
  'unsupported_media_type',
  'payload_too_large',
  'headers_too_large',
  'request_timeout',
  'rate_limited',
  ...SAP_SQL_REFUSALS,
  ...SAP_SQL_FAILURES,
  'service_unavailable',
  'erp_unavailable',
  'unknown_kmat',
  'unknown_characteristic',
  'unknown_value',
  'unknown_customer',
  'configuration_incomplete',
  'configuration_name_taken',
  'saved_configuration_limit',
  'calc_project_limit',
  'shift_not_begun',
  'questionnaire_answered',
  'questionnaire_anonymous',
  'questionnaire_closed',
  'questionnaire_results_withheld',
  'crm_registration_required',
  'crm_access_blocked',
  'confirmation_link_invalid',
  // The security page (issue 19 §3).
  'account_not_managed_here',
  'passkey_not_verified',
  'totp_not_started',
  'invalid_code',
  'wrong_password',
  'same_password',
  'password_refused',
  'unknown_origin',
  'internal_error',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/**
 * Why the server refused one field, for the interface to say in the reader's language (the
 * `message` is English, for logs): `required` is an empty text that needs one, `too_long` and
 * `too_short` count characters up to `limit`, `too_big` and `too_small` compare a number with it.
 */
export const FIELD_ERROR_REASONS = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_email',
  'invalid',
] as const;
export type FieldErrorReason = (typeof FIELD_ERROR_REASONS)[number];

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  reason: z.enum(FIELD_ERROR_REASONS).optional(),
  limit: z.number().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
