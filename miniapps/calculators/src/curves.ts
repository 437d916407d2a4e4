import { outputAt } from '@portal/calc';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A radiator's output over the flow temperature at a fixed spread (EN 442 conversion with the
 * catalogue's exponent, times a fan stage's factor): from the lowest flow temperature at which the
 * return stays above the room to `to`, in `step` K.
 */
export function outputOverFlow(options: {
  normleistung: number;
  exponent: number;
  spread: number;
  room: number;
  method?: 'log' | 'arithmetic';
  factor?: number;
  to?: number;
  step?: number;
}): Point[] {
  const { normleistung, exponent, spread, room } = options;
  const method = options.method ?? 'log';
  const factor = options.factor ?? 1;
  const step = options.step ?? 1;
  const to = options.to ?? 90;
  if (!(spread > 0) || !(step > 0) || !(normleistung > 0)) return [];
  const points: Point[] = [];
  const first = Math.floor(room + spread) + 1;
  for (let flow = first; flow <= to + 1e-9; flow += step) {
    const y = outputAt(normleistung, exponent, flow, flow - spread, room, method) * factor;
    if (Number.isFinite(y)) points.push({ x: flow, y });
  }
  return points;
}
