import type { Locale } from '@portal/contracts/brands';
import { type Catalogues, isSampleData, sampleCatalogues } from '../catalogues';
import { KRN92_ERROR_CODES, type Krn92ErrorCode, type Krn92Input, type Krn92Result, krn92Input } from '../contracts';
import { parseInput } from '../input';
import { AIR_HEAT_CAPACITY } from '../physics/constants';
import { waterMassFlow } from '../physics/waterFlow';
import { outputPerMetre } from './registerOutput';
import { trenchTenderText } from './tenderText';
import { findTrenchSize, minimumConnections, trenchLengths } from './trenchSize';

const NOTHING = {
  qfreieKonvektion1m: null,
  qZuluftanteilReg1m: null,
  qGesamtleistungReg1m: null,
  qGesamtleistung: null,
  wassermassenstrom: null,
  leistungTempDiffLuftRaum: null,
  gesamtleistungRaum: null,
  mindestanzahlStutzen: null,
  volumenstromProMeterReg: null,
  wasserUebertemp: null,
} as const;

/**
 * KRN92, a trench convector with primary air (calculations.md §4). The register gives
 * Φ/L = K·ΔT^n; of that, 0.34·V̇/L·(θi − θPA) brings the primary air to room temperature, the rest
 * reaches the room by free convection. Conditions the unit cannot meet answer an errorCode
 * (KRN92_ERROR_CODES) instead of an exception, as the portal's KRN92 result carries one: 1–3 with
 * null outputs, 4–5 with the outputs calculated (errorCodes lists every code that applies; a
 * negative room share is null). A malformed input still throws CalcInputError.
 */
export function calculateKrn92(input: Krn92Input, catalogues: Catalogues = sampleCatalogues()): Krn92Result {
  const p = parseInput(krn92Input, input);
  const size = findTrenchSize(catalogues, 'KRN92', p.Bauhoehe, p.Bautiefe);
  const failed = (code: Krn92ErrorCode) => ({ errorCode: code, errorCodes: [code] });
  if (!size)
    return {
      ...NOTHING,
      innenBL: null,
      gesamtBL: null,
      registerL: null,
      ...failed(KRN92_ERROR_CODES.groesseUnbekannt),
    };
  const lengths = trenchLengths(size, p.Baulaenge, p.WinkelAnfang, p.WinkelEnde);
  // A replacement catalogue may allow lengths too short for any register: the same answer, and a
  // length that leaves no room is no length (null), never a negative one.
  if (p.Baulaenge < size.baulaengeMin || p.Baulaenge > size.baulaengeMax || !(lengths.registerL > 0))
    return {
      ...NOTHING,
      gesamtBL: lengths.gesamtBL,
      innenBL: lengths.innenBL > 0 ? lengths.innenBL : null,
      registerL: lengths.registerL > 0 ? lengths.registerL : null,
      ...failed(KRN92_ERROR_CODES.baulaengeAusserhalb),
    };
  if (!(p.VorlaufTemp > p.RuecklaufTemp && p.RuecklaufTemp > p.RaumTemp && p.PrimaerluftTemp <= p.RaumTemp))
    return { ...NOTHING, ...lengths, ...failed(KRN92_ERROR_CODES.temperaturenUngueltig) };

  const registerMetres = lengths.registerL / 1000;
  const { excess, perMetre } = outputPerMetre(size, p.VorlaufTemp, p.RuecklaufTemp, p.RaumTemp);
  const volumenstromProMeterReg = p.PrimaerluftVolumenstrom / registerMetres;
  const zuluftProMeter = AIR_HEAT_CAPACITY * volumenstromProMeterReg * (p.RaumTemp - p.PrimaerluftTemp);
  const qGesamtleistung = perMetre * registerMetres;
  const leistungTempDiffLuftRaum = zuluftProMeter * registerMetres;
  const freieKonvektion = perMetre - zuluftProMeter;

  // Every condition that applies is reported: a primary-air flow outside the range does not hide
  // a register too weak for it.
  const errorCodes: Krn92ErrorCode[] = [
    ...(volumenstromProMeterReg < size.primaerluftMin || volumenstromProMeterReg > size.primaerluftMax
      ? [KRN92_ERROR_CODES.primaerluftAusserhalb]
      : []),
    ...(freieKonvektion < 0 ? [KRN92_ERROR_CODES.zuluftanteilZuGross] : []),
  ];
  const roomShare = freieKonvektion < 0 ? null : freieKonvektion;

  return {
    qfreieKonvektion1m: roomShare,
    qZuluftanteilReg1m: zuluftProMeter,
    qGesamtleistungReg1m: perMetre,
    qGesamtleistung,
    wassermassenstrom: waterMassFlow(qGesamtleistung, p.VorlaufTemp - p.RuecklaufTemp),
    leistungTempDiffLuftRaum,
    gesamtleistungRaum: roomShare === null ? null : qGesamtleistung - leistungTempDiffLuftRaum,
    mindestanzahlStutzen: minimumConnections(lengths.registerL, size.maxRegisterlaenge),
    volumenstromProMeterReg,
    wasserUebertemp: excess,
    ...lengths,
    errorCode: errorCodes[0] ?? KRN92_ERROR_CODES.ok,
    errorCodes,
  };
}

/** The tender text of a calculated KRN92 in the language given; none when the errorCode left nothing calculated. */
export function krn92TenderText(
  input: Krn92Input,
  result: Krn92Result,
  locale: Locale,
  catalogues: Catalogues = sampleCatalogues(),
): string[] {
  const p = parseInput(krn92Input, input);
  const { qGesamtleistung, registerL, gesamtBL, mindestanzahlStutzen } = result;
  if (qGesamtleistung === null || registerL === null || gesamtBL === null || mindestanzahlStutzen === null) return [];
  return trenchTenderText(
    {
      modell: 'KRN92',
      bauhoehe: p.Bauhoehe,
      bautiefe: p.Bautiefe,
      baulaenge: p.Baulaenge,
      gesamtBL,
      registerL,
      winkelAnfang: p.WinkelAnfang,
      winkelEnde: p.WinkelEnde,
      vorlaufTemp: p.VorlaufTemp,
      ruecklaufTemp: p.RuecklaufTemp,
      raumTemp: p.RaumTemp,
      leistung: qGesamtleistung,
      anschluesse: mindestanzahlStutzen,
      primaerluft: { volumenstrom: p.PrimaerluftVolumenstrom, temp: p.PrimaerluftTemp },
      musterdaten: isSampleData(catalogues.trenchConvectors),
    },
    locale,
  );
}
