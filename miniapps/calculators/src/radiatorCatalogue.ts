import type { SelectOption } from '@portal/ui';

/** The radiator choices a template's `katalog` offers (GET /XFlair/GetTemplate, /XFlairTausch/GetTemplate). */
export interface RadiatorKatalog {
  readonly heizkoerper: ReadonlyArray<{
    heizkoerpertyp: string;
    ausfuehrung: string;
    bauhoehen: number[];
    baulaengen: number[];
  }>;
  readonly luefterstufen: ReadonlyArray<{ heizkoerpertyp: string; ausfuehrung: string; stufen: number[] }>;
  readonly ventile: ReadonlyArray<{ ventil: string; stufen: string[] }>;
  readonly beispieldaten: true;
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

function typeOptions(k: RadiatorKatalog): SelectOption[] {
  return unique(k.heizkoerper.map((h) => h.heizkoerpertyp)).map((v) => ({ value: v, label: v }));
}

function executionOptions(k: RadiatorKatalog, typ: string): SelectOption[] {
  return unique(k.heizkoerper.filter((h) => h.heizkoerpertyp === typ).map((h) => h.ausfuehrung)).map((v) => ({
    value: v,
    label: v,
  }));
}

function sizesOf(k: RadiatorKatalog, typ: string, ausfuehrung: string) {
  const entry = k.heizkoerper.find((h) => h.heizkoerpertyp === typ && h.ausfuehrung === ausfuehrung);
  return { bauhoehen: entry?.bauhoehen ?? [], baulaengen: entry?.baulaengen ?? [] };
}

function fanStagesOf(k: RadiatorKatalog, typ: string, ausfuehrung: string): number[] {
  return k.luefterstufen.find((l) => l.heizkoerpertyp === typ && l.ausfuehrung === ausfuehrung)?.stufen ?? [];
}

function valveOptions(k: RadiatorKatalog): SelectOption[] {
  return k.ventile.map((v) => ({ value: v.ventil, label: v.ventil }));
}

/**
 * After the type changed: keep the execution and height when the new type has them, else take the
 * first the catalogue offers, so the form never holds a combination the catalogue lacks.
 */
export function keepConsistent(
  k: RadiatorKatalog,
  typ: string,
  ausfuehrung: string,
  bauhoehe: string,
): { ausfuehrung: string; bauhoehe: string } {
  const executions = executionOptions(k, typ).map((o) => o.value);
  const exec = executions.includes(ausfuehrung) ? ausfuehrung : (executions[0] ?? '');
  const heights = sizesOf(k, typ, exec).bauhoehen.map(String);
  const height = bauhoehe === '' || heights.includes(bauhoehe) ? bauhoehe : (heights[0] ?? '');
  return { ausfuehrung: exec, bauhoehe: height };
}

/** Heights, lengths or fan stages as a select's options. */
function numberOptions(values: readonly number[]): SelectOption[] {
  return values.map((v) => ({ value: String(v), label: String(v) }));
}

/** What the catalogue offers for a radiator type and execution, as the selects' options. */
export function choicesOf(k: RadiatorKatalog, typ: string, ausfuehrung: string) {
  const sizes = sizesOf(k, typ, ausfuehrung);
  return {
    types: typeOptions(k),
    executions: executionOptions(k, typ),
    heights: numberOptions(sizes.bauhoehen),
    lengths: numberOptions(sizes.baulaengen),
    fanStages: numberOptions(fanStagesOf(k, typ, ausfuehrung)),
    valves: valveOptions(k),
  };
}
