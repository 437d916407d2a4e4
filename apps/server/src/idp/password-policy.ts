import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * NIST SP 800-63B §3.1.1.2 for passwords a person chooses: at least MIN_LENGTH characters (the
 * portal's rule, above NIST's 8 for a password with a second factor), up to MAX_LENGTH, any
 * characters, no composition rules, and refused when it is on a list of passwords known from
 * breaches and common use, repetitive, or made of the person's own name or address.
 *
 * The list: the "passwords-common" dictionary of @zxcvbn-ts/language-common (MIT), about 49,000
 * passwords ranked from published breach corpora.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'breached' | 'repetitive' | 'personal';

const breached = new Set((dictionary['passwords-common'] as readonly string[]).map((p) => p.toLowerCase()));

/** Why this password is refused, or undefined when it may be used. `personal`: words of the person's name or address. */
export function passwordProblem(password: string, personal: readonly string[] = []): PasswordProblem | undefined {
  const normalised = password.normalize('NFKC');
  const length = [...normalised].length;
  if (length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (length > MAX_PASSWORD_LENGTH) return 'tooLong';
  const lower = normalised.toLowerCase();
  if (breached.has(lower)) return 'breached';
  if (/^(.{1,3})\1+$/u.test(lower)) return 'repetitive';
  const words = personal.flatMap((p) => p.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 4);
  const rest = words.reduce((left, w) => left.split(w).join(''), lower);
  if (words.length > 0 && [...rest].length < 6) return 'personal';
  return undefined;
}
