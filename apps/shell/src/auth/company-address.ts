/**
 * A company address in the e-mail domain check (spec §5): its domain holds the group's key,
 * arbonia or prolux. Kept apart from the registration handling, which needs the browser.
 */
export function isCompanyAddress(email: string): boolean {
  return /group|arbonia|prolux/i.test(email.split('@')[1] ?? '');
}
