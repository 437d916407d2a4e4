import { z } from 'zod';
import { numberCell, textCell } from './cells';

/**
 * Trench convector sizes (KRN41 natural convection, KRN92 with primary air), one row per
 * height × depth: the output per metre of register Φ/L = k·ΔT^n (k in W/(m·K^n)), the length
 * range, the longest register one hydraulic connection feeds, the end wall and the register's
 * clearance at each end (for the connection), and per model the air data: KRN41 the air flow
 * per metre at the rating point (for the discharge temperature), KRN92 the primary air range
 * per metre of register. SAMPLE DATA: the manufacturer's measured values (EN 16430-2) replace them.
 */
export const trenchConvectorsCsv = `# SAMPLE DATA - replace with the manufacturer's EN 16430 ratings
modell,bauhoehe,bautiefe,baulaengeMin,baulaengeMax,k,n,maxRegisterlaenge,stirnwand,registerabstand,luftvolumenstrom,primaerluftMin,primaerluftMax
KRN41,90,180,800,5000,0.6222,1.45,5000,10,150,18,0,0
KRN41,90,260,800,5000,0.916,1.45,5000,10,150,26,0,0
KRN41,120,260,800,5000,1.3992,1.42,5000,10,150,34,0,0
KRN41,120,340,800,5000,1.7684,1.42,5000,10,150,42,0,0
KRN41,150,340,800,5000,2.4795,1.4,5000,10,150,52,0,0
KRN92,120,200,1000,4000,3.9277,1.25,3000,10,150,0,10,40
KRN92,120,260,1000,4000,4.8341,1.25,3000,10,150,0,10,50
KRN92,150,260,1000,4000,6.6245,1.22,3000,10,150,0,15,60
`;

const positive = (message: string) => numberCell.pipe(z.number().positive(message));
const nonNegative = numberCell.pipe(z.number().nonnegative());

export const trenchConvectorRow = z.object({
  modell: textCell,
  bauhoehe: positive('height must be > 0'),
  bautiefe: positive('depth must be > 0'),
  baulaengeMin: positive('shortest length must be > 0'),
  baulaengeMax: positive('longest length must be > 0'),
  k: positive('k must be > 0'),
  // natural convection lies around 1.3 to 1.5, forced air nearer 1; outside 1–2 the data is wrong
  n: numberCell.pipe(z.number().min(1, 'exponent must be ≥ 1').max(2, 'exponent must be ≤ 2')),
  maxRegisterlaenge: positive('longest register per connection must be > 0'),
  stirnwand: nonNegative,
  registerabstand: nonNegative,
  luftvolumenstrom: nonNegative,
  primaerluftMin: nonNegative,
  primaerluftMax: nonNegative,
});
export type TrenchConvectorRow = z.output<typeof trenchConvectorRow>;
