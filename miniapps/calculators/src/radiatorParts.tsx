import type { Locale } from '@portal/contracts';
import type { SelectOption } from '@portal/ui';
import type { ReactNode } from 'react';
import { LineChart, type Marker, type Series } from './Chart';
import { outputOverFlow } from './curves';
import { catalogues } from './flat';
import { formatNumber } from './format';
import { DataTable } from './tables';
import type { Translate } from './texts';

/* What the radiator calculation and the radiator exchange show alike. */

/** The two ways of taking the excess temperature (EN 442). */
export const excessMethodOptions = (t: Translate): SelectOption[] => [
  { value: 'log', label: t('log') },
  { value: 'arithmetic', label: t('arithmetic') },
];

/** Natural convection, or the fan and its stage. */
export const heatingMethodText = (t: Translate, method: string, stage: number | null) =>
  method === 'luefter' ? t('luefterMethode', { n: stage ?? '' }) : t('natuerlicheKonvektion');

interface Radiator {
  readonly heizkoerpertyp: unknown;
  readonly ausfuehrung: unknown;
  readonly normleistung: number;
  readonly exponent: number;
}
interface Operation {
  readonly spread: number;
  readonly room: number;
  readonly method: 'log' | 'arithmetic';
  /** the fan stage the result uses, if any */
  readonly stage: number | null;
}

/** With natural convection, and with the fan stage used, if any (its factor from the fan-stage catalogue). */
function outputCurves(t: Translate, radiator: Radiator, operation: Operation): Series[] {
  const { spread, room, method, stage: stufe } = operation;
  const stage =
    stufe === null
      ? undefined
      : catalogues().fanStages.find(
          (s) =>
            s.heizkoerpertyp === radiator.heizkoerpertyp && s.ausfuehrung === radiator.ausfuehrung && s.stufe === stufe,
        );
  const curve = (factor: number) =>
    outputOverFlow({ normleistung: radiator.normleistung, exponent: radiator.exponent, spread, room, method, factor });
  return [
    { name: t('kurveNatuerlich'), points: curve(1) },
    ...(stage ? [{ name: t('kurveLuefter', { n: stage.stufe }), points: curve(stage.leistungsfaktor) }] : []),
  ];
}

/** A radiator's output over the flow temperature at the operation's spread, with the design's markers. */
export function OutputChart({
  t,
  locale,
  radiator,
  operation,
  markers,
}: {
  t: Translate;
  locale: Locale;
  radiator: Radiator;
  operation: Operation;
  markers: readonly Marker[];
}) {
  return (
    <LineChart
      title={t('leistungskurve', { s: formatNumber(operation.spread, locale, 1) })}
      xLabel={t('vorlaufTemp')}
      xAxisName={t('flowAxis')}
      yLabel={t('heizleistung')}
      series={outputCurves(t, radiator, operation)}
      markers={markers}
      locale={locale}
      t={t}
    />
  );
}

interface ValveResult {
  readonly ventil: string;
  readonly kvErforderlich: number;
  readonly ventilvoreinstellung: string | null;
  readonly maximalZulaessigerVentilDurchfluss: number;
}

/** The valve's rows of a result table: the valve, the kv it needs, its presetting and its limit. */
export function valveRows(t: Translate, locale: Locale, result: ValveResult): Array<readonly [string, ReactNode]> {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  return [
    [t('ventil'), result.ventil],
    [t('kvErforderlich'), n(result.kvErforderlich, 3)],
    [t('ventilvoreinstellung'), result.ventilvoreinstellung ?? t('keineVoreinstellung')],
    [t('maxVentilDurchfluss'), n(result.maximalZulaessigerVentilDurchfluss, 1)],
  ];
}

/** The flow the valve lets through at each presetting step. */
export function ValveSteps({
  t,
  locale,
  steps,
}: {
  t: Translate;
  locale: Locale;
  steps: ReadonlyArray<{ stufe: string; kv: number; volumenstrom: number }>;
}) {
  const n = (v: number, d = 0) => formatNumber(v, locale, d);
  return (
    <DataTable
      caption={t('ventilStufen')}
      columns={[t('stufe'), t('kv'), t('volumenstrom')]}
      rows={steps.map((s) => [s.stufe, n(s.kv, 3), n(s.volumenstrom, 1)])}
    />
  );
}
