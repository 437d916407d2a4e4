import type { FanConvectorStageRow } from '../catalogues';
import type { StufenLeistung } from '../contracts';
import type { OperatingPoint } from './fanStageOutputs';
import {
  coolingNorm,
  en16430CoolingApplies,
  en16430HeatingApplies,
  heatingNorm,
  type RatingPoints,
  ratingPoints,
  roomDewPoint,
} from './ratingPoints';

/** What both calculators say about an operating point, under the result's field names. */
export interface Assessment {
  berechnungsmethodeKuehlen: 1 | 2;
  berechnungsmethodeSchall: 1;
  berechnungsmethodeHeizen: 1;
  din16430Kuehlen: boolean;
  din16430Heizen: boolean;
  normKuehlen: string;
  normHeizen: string;
  normpunkte: RatingPoints;
  taupunkt: number;
  kondensatHinweis: boolean;
  hinweise: string[];
}

/**
 * Dew point, EN 16430 check flags and rating points, the calculation methods and the condensate
 * hint of the design stage, and the notes (German; translated by translateNote).
 */
export function assessOperatingPoint(
  op: OperatingPoint,
  design: StufenLeistung | null,
  rating: FanConvectorStageRow,
): Assessment {
  const taupunkt = roomDewPoint(op);
  const din16430Kuehlen = en16430CoolingApplies(op);
  const din16430Heizen = en16430HeatingApplies(op);
  const kondensatHinweis = (design?.kuehlen.kondensat ?? 0) > 0;
  const hinweise: string[] = [];
  if (kondensatHinweis)
    hinweise.push(`Kühlregister unter dem Taupunkt (${taupunkt.toFixed(1)} °C): Kondensatablauf vorsehen.`);
  if (design?.kuehlen.durchflussBegrenzt)
    hinweise.push(
      `Kühlleistung durch den Wassermassenstrom begrenzt: das Wasser nimmt höchstens ${Math.round(design.kuehlen.wasserLeistungsgrenze)} W auf.`,
    );
  if (design?.heizen.durchflussBegrenzt)
    hinweise.push(
      `Heizleistung durch den Wassermassenstrom begrenzt: das Wasser gibt höchstens ${Math.round(design.heizen.wasserLeistungsgrenze)} W ab.`,
    );
  if (!din16430Kuehlen) hinweise.push('Kühlbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-3.');
  if (!din16430Heizen) hinweise.push('Heizbetrieb außerhalb des angenommenen Anwendungsbereichs der EN 16430-2.');
  return {
    berechnungsmethodeKuehlen: kondensatHinweis ? 2 : 1,
    berechnungsmethodeSchall: 1,
    berechnungsmethodeHeizen: 1,
    din16430Kuehlen,
    din16430Heizen,
    normKuehlen: coolingNorm(rating),
    normHeizen: heatingNorm(rating),
    normpunkte: ratingPoints(rating),
    taupunkt,
    kondensatHinweis,
    hinweise,
  };
}
