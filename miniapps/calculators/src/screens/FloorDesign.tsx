import type { InvestFbhResult } from '@portal/contracts/calc';
import { DataTable, ResultTable } from '../tables';
import type { Translate } from '../texts';

/**
 * EN 1264 design of the underfloor heating: the design flow temperature and the room that sets it,
 * and per circuit the floor covering, K_H, the heating medium's excess temperature and the spread.
 */
export function FloorDesign({
  t,
  n,
  result,
}: {
  t: Translate;
  n: (v: number, digits?: number) => string;
  result: InvestFbhResult;
}) {
  return (
    <>
      <ResultTable
        caption={t('vorlaufTempAuslegung')}
        rows={[
          [t('vorlaufTempAuslegung'), n(result.vorlaufTempAuslegung, 1)],
          [t('auslegungsraum'), result.auslegungsraum],
        ]}
      />
      <DataTable
        caption={t('heizmittelUebertemperatur')}
        columns={[t('heizkreis'), t('belagWiderstand'), t('kH'), t('heizmittelUebertemperatur'), t('spreizungKreis')]}
        rows={result.heizkreise.map((c) => [
          c.name,
          n(c.belagWiderstand, 2),
          n(c.kH, 2),
          n(c.heizmittelUebertemperatur, 1),
          n(c.spreizungKreis, 1),
        ])}
      />
    </>
  );
}
