import { type Catalogues, isSampleData, sampleCatalogues } from '../catalogues';
import type { TrenchConvectorRow } from '../catalogues/trenchConvectors';
import {
  type Krn41Input,
  type Krn41Result,
  type Krn41Size,
  type Krn41SizeInput,
  krn41Input,
  krn41SizeInput,
  type TrenchLengths,
} from '../contracts';
import { CalcInputError, notInCatalogue, parseInput } from '../input';
import { waterMassFlow } from '../physics/waterFlow';
import { dischargeTemperature } from './dischargeTemperature';
import { outputPerMetre } from './registerOutput';
import { trenchTenderText } from './tenderText';
import { findTrenchSize, minimumConnections, sizeKeyOf, trenchLengths } from './trenchSize';

/**
 * KRN41, a natural-convection trench convector, heating only (calculations.md §4): the size from
 * height × depth, its lengths with the corner pieces, the output of its register at the water
 * temperatures, the water flow, the discharge air temperature and the tender text.
 */
export function calculateKrn41(input: Krn41Input, catalogues: Catalogues = sampleCatalogues()): Krn41Result {
  const p = parseInput(krn41Input, input);
  const size = krn41Row(p, catalogues);
  // Worded as the forms translate comparisons ("<field> must be below <other>").
  if (!(p.ruecklaufTemp < p.vorlaufTemp))
    throw new CalcInputError([{ field: 'ruecklaufTemp', message: 'ruecklaufTemp must be below vorlaufTemp' }]);
  if (!(p.raumTemp < p.ruecklaufTemp))
    throw new CalcInputError([{ field: 'raumTemp', message: 'raumTemp must be below ruecklaufTemp' }]);

  const lengths = trenchLengths(size, p.baulaenge, p.winkelAnfang, p.winkelEnde);
  if (!(lengths.registerL > 0)) throw notInCatalogue('baulaenge', 'too short for a register between the connections');
  const { excess, perMetre } = outputPerMetre(size, p.vorlaufTemp, p.ruecklaufTemp, p.raumTemp);
  const heizleistung = (perMetre * lengths.registerL) / 1000;
  const anschluesse = minimumConnections(lengths.registerL, size.maxRegisterlaenge);

  return {
    ...sizeFields(size, lengths),
    uebertempLog: excess,
    heizleistungProMeter: perMetre,
    heizleistung,
    wassermassenstrom: waterMassFlow(heizleistung, p.vorlaufTemp - p.ruecklaufTemp),
    ausblastemperatur: dischargeTemperature(size, excess, p.raumTemp),
    ausschreibungstext: trenchTenderText(
      {
        modell: 'KRN41',
        bauhoehe: size.bauhoehe,
        bautiefe: size.bautiefe,
        baulaenge: p.baulaenge,
        ...lengths,
        winkelAnfang: p.winkelAnfang,
        winkelEnde: p.winkelEnde,
        vorlaufTemp: p.vorlaufTemp,
        ruecklaufTemp: p.ruecklaufTemp,
        raumTemp: p.raumTemp,
        leistung: heizleistung,
        anschluesse,
        musterdaten: isSampleData(catalogues.trenchConvectors),
      },
      p.sprache,
    ).join('\n\n'),
  };
}

/** The read-only size fields of a KRN41 (POST /api/KRN41/calc): catalogue key, length range, lengths. */
export function sizeKrn41(input: Krn41SizeInput, catalogues: Catalogues = sampleCatalogues()): Krn41Size {
  const p = parseInput(krn41SizeInput, input);
  const size = krn41Row(p, catalogues);
  return sizeFields(size, trenchLengths(size, p.baulaenge, p.winkelAnfang, p.winkelEnde));
}

function krn41Row(p: { bauhoehe: number; bautiefe: number; baulaenge: number }, catalogues: Catalogues) {
  const size = findTrenchSize(catalogues, 'KRN41', p.bauhoehe, p.bautiefe);
  if (!size) throw notInCatalogue('bautiefe', `size ${p.bauhoehe} × ${p.bautiefe} mm is not in the catalogue`);
  if (p.baulaenge < size.baulaengeMin || p.baulaenge > size.baulaengeMax)
    throw notInCatalogue('baulaenge', `length must lie within ${size.baulaengeMin}–${size.baulaengeMax} mm`);
  return size;
}

function sizeFields(size: TrenchConvectorRow, lengths: TrenchLengths): Krn41Size {
  return { sizeKey: sizeKeyOf(size), minLaenge: size.baulaengeMin, maxLaenge: size.baulaengeMax, ...lengths };
}
