import type { FanStageRow } from '../catalogues';

/**
 * Heating method of a radiator at an operating point: natural convection when that already meets
 * the required output, otherwise the lowest fan stage that does (fan-assisted executions). The
 * lowest sufficient stage keeps the radiator as quiet as the load allows.
 */
export interface HeatingMethod {
  heizmethode: 'natuerlicheKonvektion' | 'luefter';
  stage: FanStageRow | null;
  /** W */
  output: number;
  meets: boolean;
}

export function heatingMethodFor(
  naturalOutput: number,
  stages: readonly FanStageRow[],
  required: number,
): HeatingMethod {
  if (naturalOutput >= required || stages.length === 0) {
    return {
      heizmethode: 'natuerlicheKonvektion',
      stage: null,
      output: naturalOutput,
      meets: naturalOutput >= required,
    };
  }
  for (const stage of stages) {
    const output = naturalOutput * stage.leistungsfaktor;
    if (output >= required) return { heizmethode: 'luefter', stage, output, meets: true };
  }
  const top = stages[stages.length - 1] as FanStageRow;
  return { heizmethode: 'luefter', stage: top, output: naturalOutput * top.leistungsfaktor, meets: false };
}
