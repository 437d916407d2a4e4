/** A new password on the security page: at least this many characters (at most 200). */
export const PASSWORD_MIN_LENGTH = 12;
