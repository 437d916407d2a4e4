/** What a number characteristic's field (a length in mm) holds when the user leaves it. */
export type NumberEntry =
  | { readonly kind: 'value'; readonly value: string }
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' };

/**
 * Reads a number characteristic's field against its grid. Only the grid is checked here: the
 * widest range is the server's, and a narrower one shows as a conflict after sending. An empty
 * field is no value at all, never "keep the one before". `badInput`: the browser holds text it
 * cannot read as a number (a number field then reports an empty value), which is refused, not empty.
 */
export function numberEntry(text: string, increment: number, badInput = false): NumberEntry {
  if (badInput) return { kind: 'invalid' };
  if (text.trim() === '') return { kind: 'empty' };
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0 || n % increment !== 0) return { kind: 'invalid' };
  return { kind: 'value', value: String(n) };
}

/** The user's values by characteristic key, as the configurator sends them. */
export type Choices = Readonly<Record<string, string>>;

/**
 * The choices once a characteristic has `value`, or none (a field left empty or refused): the
 * server then evaluates it without one, so the configuration is incomplete and neither priced nor
 * saved. Unchanged choices are the same object, so nothing is asked again.
 */
export function withChoice(choices: Choices, key: string, value: string | undefined): Choices {
  if (value === undefined) {
    if (!(key in choices)) return choices;
    const { [key]: _left, ...others } = choices;
    return others;
  }
  return choices[key] === value ? choices : { ...choices, [key]: value };
}
