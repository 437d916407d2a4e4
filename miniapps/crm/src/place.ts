/**
 * What the finder's "postal code or town" field asks for: a postal code when it starts with a digit
 * (80331, 110 00, 00-950), else a town; nothing when empty.
 */
export function placeQuery(text: string): { postalCode?: string; city?: string } {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return {};
  return /^\d/.test(value) ? { postalCode: value } : { city: value };
}
