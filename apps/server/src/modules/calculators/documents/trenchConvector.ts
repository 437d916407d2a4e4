import type { TrenchLengths } from '@portal/contracts';
import type { Texts } from '../i18n';
import type { Quantity } from '../report';

/** The size inputs both trench convector documents show: height, depth, length, corner pieces, catalogue key. */
export function trenchSizeInputs(
  x: Texts,
  size: {
    bauhoehe: number;
    bautiefe: number;
    baulaenge: number;
    winkelAnfang: boolean;
    winkelEnde: boolean;
    sizeKey?: string | undefined;
  },
): Quantity[] {
  return [
    { label: x.t('bauhoehe'), value: size.bauhoehe, unit: 'mm' },
    { label: x.t('bautiefeKonvektor'), value: size.bautiefe, unit: 'mm' },
    { label: x.t('baulaenge'), value: size.baulaenge, unit: 'mm' },
    { label: x.t('winkelAnfang'), value: size.winkelAnfang },
    { label: x.t('winkelEnde'), value: size.winkelEnde },
    ...(size.sizeKey ? [{ label: x.t('sizeKey'), value: size.sizeKey }] : []),
  ];
}

/** The lengths of a trench convector (null when its size is unknown). */
export function trenchSizeResults(
  x: Texts,
  lengths: TrenchLengths | { [K in keyof TrenchLengths]: number | null },
): Quantity[] {
  return [
    { label: x.t('innenBL'), value: lengths.innenBL, unit: 'mm' },
    { label: x.t('gesamtBL'), value: lengths.gesamtBL, unit: 'mm' },
    { label: x.t('registerL'), value: lengths.registerL, unit: 'mm' },
  ];
}
