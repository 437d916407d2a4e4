/**
 * Puts values into a translated text: "{count} Händler gefunden." with { count: 3 } → "3 Händler
 * gefunden.". A name without a value stays visible as `{name}`, so a missing value shows instead
 * of vanishing. One helper for the server's documents and pages and every mini-app.
 */
export function fill(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/**
 * Where one language's texts differ in shape from the reference language's: a missing or extra
 * key, another type, an empty text, a text whose {placeholders} differ, a function of other
 * arity. Empty when the language is complete. The mini-apps' text tests all ask this.
 */
export function translationGaps(reference: unknown, texts: unknown, path: string): string[] {
  if (typeof reference === 'function') {
    if (typeof texts !== 'function') return [`${path}: not a function`];
    return texts.length === reference.length
      ? []
      : [`${path}: takes ${texts.length} arguments, not ${reference.length}`];
  }
  if (typeof reference === 'string') {
    if (typeof texts !== 'string') return [`${path}: not a text`];
    if (!texts.trim()) return [`${path}: empty`];
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(' ');
    return placeholders(texts) === placeholders(reference) ? [] : [`${path}: placeholders differ`];
  }
  if (typeof texts !== 'object' || texts === null) return [`${path}: not an object`];
  const ref = reference as Record<string, unknown>;
  const own = texts as Record<string, unknown>;
  return [
    ...Object.keys(ref)
      .filter((key) => !(key in own))
      .map((key) => `${path}.${key}: missing`),
    ...Object.keys(own)
      .filter((key) => !(key in ref))
      .map((key) => `${path}.${key}: not in the reference language`),
    ...Object.keys(ref)
      .filter((key) => key in own)
      .flatMap((key) => translationGaps(ref[key], own[key], `${path}.${key}`)),
  ];
}
