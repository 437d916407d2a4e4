import { designLocation } from '../building/designTemperature';
import type { HeatGeneratorRow } from '../catalogues';
import { type Catalogues, sampleCatalogues } from '../catalogues';
import {
  type VariantErgebnis,
  type VariantInput,
  type VariantParsed,
  type VariantResult,
  variantInput,
} from '../contracts';
import { begSubsidy, effectiveRate } from '../heatPump/subsidy';
import { CalcInputError, parseInput } from '../input';
import {
  batteryComponent,
  coolingComponent,
  evaluateScenario,
  pvComponent,
  ventilationComponent,
  ventilationEffect,
} from './evaluateScenario';
import { FULL_LOAD_HOURS, requireGenerator } from './houseEconomics';

/** Comparison set of a default run (isDefaultRun): reference boiler, heat pumps, with PV and battery. */
const DEFAULT_VARIANTS = [
  { erzeuger: 'gasBrennwert', pv: 0, batterie: 0 },
  { erzeuger: 'luftWasserWP', pv: 0, batterie: 0 },
  { erzeuger: 'luftWasserWP', pv: 8, batterie: 0 },
  { erzeuger: 'luftWasserWP', pv: 8, batterie: 8 },
  { erzeuger: 'soleWasserWP', pv: 8, batterie: 8 },
] as const;

/** kWh per km of an electric car (SAMPLE). */
const EV_CONSUMPTION = 0.18;
/** Cooling demand kWh/(m²a) of a house with cooling (SAMPLE). */
const COOLING_DEMAND = 10;
const DEFAULT_YEARLY_MEAN_TEMP = 9.5;
const VENTILATION_INVESTMENT = 8000;
const COOLING_INVESTMENT = 1500;

/**
 * Variant calculator (BuildingCalcV2): the house's demand once, then every variant (generator,
 * secondary generator and its share, flow temperature, PV, battery, subsidy) through the same
 * hourly model and VDI 2067-1 annuities, ranked by net annual cost.
 */
export function calculateVariants(input: VariantInput, catalogues: Catalogues = sampleCatalogues()): VariantResult {
  const p = parseInput(variantInput, input);
  const location = designLocation(catalogues, undefined, p.postleitzahl);
  const household = catalogues.households.find((h) => h.bewohnerTyp === p.bewohnerTyp);
  if (!household && (p.warmwasserbedarf === undefined || p.haushaltsstrombedarf === undefined)) {
    throw new CalcInputError([
      { field: 'bewohnerTyp', message: `household type "${p.bewohnerTyp}" is not in the catalogue` },
    ]);
  }
  const warmwasser = p.warmwasserbedarf ?? household?.warmwasser ?? 0;
  const haushaltsstrom = p.haushaltsstrombedarf ?? household?.haushaltsstrom ?? 0;
  const demand = spaceHeatingDemand(p, catalogues, warmwasser);
  const ventilation = p.lueften ? ventilationEffect(p.wohnflaeche) : { fanElectricity: 0, heatSaved: 0 };
  const heizwaerme = p.heizen ? Math.max(0, demand.heizwaerme - ventilation.heatSaved) : 0;
  const zusatzstrom = ventilation.fanElectricity + (p.eMobilitaet ? p.kilometer * EV_CONSUMPTION : 0);

  const altKessel = catalogues.heatGenerators.find((g) => g.erzeuger === p.altKesselTyp);
  const varianten: Omit<VariantErgebnis, 'rang'>[] = [];
  for (let v = 0; v < p.numberOfVariants; v++) {
    const fallback = DEFAULT_VARIANTS[v % DEFAULT_VARIANTS.length];
    const name = p.erzeuger[v] ?? (p.isDefaultRun ? fallback?.erzeuger : undefined);
    if (name === undefined) throw new CalcInputError([{ field: `erzeuger.${v}`, message: 'generator missing' }]);
    const erzeuger = requireGenerator(catalogues, name, `erzeuger.${v}`);
    const zweitName = p.zweitErzeuger[v] ?? null;
    const zweitErzeuger = zweitName === null ? null : requireGenerator(catalogues, zweitName, `zweitErzeuger.${v}`);
    const deckungsanteil = zweitErzeuger ? (p.deckungsanteile[v] ?? 1) : 1;
    // Underfloor heating runs at 35 °C, radiators at 55 °C; mixed houses need the radiators' share.
    const vorlaufTemp = p.vorlaufTemps[v] ?? (p.fussbodenheizungAnteil >= 1 ? 35 : 55 - 20 * p.fussbodenheizungAnteil);
    const pvNeu = p.pv && p.pvNeu ? (p.pvLeistungen[v] ?? (p.isDefaultRun ? (fallback?.pv ?? 0) : 0)) : 0;
    const batterieKapazitaet = p.batterie
      ? (p.batterieKapazitaeten[v] ?? (p.isDefaultRun ? (fallback?.batterie ?? 0) : 0))
      : 0;
    // Asked for without a rate of its own, the subsidy is BEG EM's for the generator (heat-pump planning's rules).
    const foerderquote = p.foerderung
      ? (p.foerderungen[v] ?? begRateFor(erzeuger, demand.heizlastKW, p.isSanierung, altKessel))
      : 0;
    const kuehlung = p.kuehlen && erzeuger.kuehlfaehig ? COOLING_DEMAND * p.wohnflaeche : 0;

    const result = evaluateScenario(
      {
        heizwaerme,
        warmwasser,
        kuehlung,
        haushaltsstrom,
        zusatzstrom,
        erzeuger,
        zweitErzeuger,
        deckungsanteil,
        vorlaufTemp,
        eerKuehlen: 3.5,
        heizlastKW: demand.heizlastKW,
        pvLeistung: p.pvAlt + pvNeu,
        pvSpezErtrag: 1000,
        batterieKapazitaet,
        jahresmittelTemp: location?.jahresmittelTemp ?? DEFAULT_YEARLY_MEAN_TEMP,
        preise: { strom: p.strom, gas: p.gas, oel: p.oel, pellets: p.pellets },
        einspeiseverguetung: p.einspeiseverguetung,
        co2Preis: p.co2Steuer ? p.co2Preis : 0,
        preissteigerungCo2: p.preissteigerungCo2,
        zins: p.zins,
        betrachtungszeitraum: p.betrachtungszeitraum,
        preissteigerungInvest: 1.02,
        preissteigerungBetrieb: 1.02,
        // An existing PV system is paid for: only new kWp are invested.
        komponenten: [
          ...(pvNeu > 0 ? [pvComponent(pvNeu, p.pvProKWp)] : []),
          ...(batterieKapazitaet > 0 ? [batteryComponent(batterieKapazitaet, p.batterieProKWh)] : []),
          ...(p.lueften ? [ventilationComponent(VENTILATION_INVESTMENT)] : []),
          ...(kuehlung > 0 ? [coolingComponent(COOLING_INVESTMENT)] : []),
        ],
        foerderquote,
        investitionOverrides: {},
      },
      catalogues,
    );
    varianten.push({
      ...result,
      variante: v,
      erzeuger: erzeuger.erzeuger,
      zweitErzeuger: zweitErzeuger?.erzeuger ?? null,
      deckungsanteil,
      vorlaufTemp,
      pvLeistung: p.pvAlt + pvNeu,
      batterieKapazitaet,
    });
  }

  const order = [...varianten].sort((a, b) => a.annuitaeten.gesamt - b.annuitaeten.gesamt).map((v) => v.variante);
  return {
    varianten: varianten.map((v) => ({ ...v, rang: order.indexOf(v.variante) + 1 })),
    guenstigsteVariante: order[0] ?? 0,
    heizwaermebedarf: heizwaerme,
    normAussenTemp: location?.normAussenTemp ?? null,
  };
}

/**
 * Space-heating demand: from the old boiler's metered consumption when known (consumption ×
 * annual efficiency − hot water), otherwise from the building standard's specific demand.
 */
function spaceHeatingDemand(p: VariantParsed, catalogues: Catalogues, warmwasser: number) {
  const standard = catalogues.buildingStandards.find((b) => b.gebaeudestandard === p.gebaeudestandard);
  if (p.verbrauchBekannt && p.verbrauch !== undefined) {
    const oldBoiler = requireGenerator(catalogues, p.altKesselTyp, 'altKesselTyp');
    const heizwaerme = Math.max(0, p.verbrauch * oldBoiler.wirkungsgrad - warmwasser);
    return { heizwaerme, heizlastKW: (heizwaerme + warmwasser) / FULL_LOAD_HOURS };
  }
  if (!standard) {
    throw new CalcInputError([
      { field: 'gebaeudestandard', message: `building standard "${p.gebaeudestandard}" is not in the catalogue` },
    ]);
  }
  return {
    heizwaerme: standard.heizwaermebedarf * p.wohnflaeche,
    heizlastKW: (standard.heizlast * p.wohnflaeche) / 1000,
  };
}

/** Fossil generators whose replacement earns BEG's climate speed bonus. */
const FOSSIL = new Set(['erdgas', 'heizoel']);

/**
 * The BEG EM rate of a generator's investment: heat pumps and biomass in an existing building
 * (basic rate, the speed bonus when a fossil boiler is replaced, the efficiency bonus for a ground
 * or water source), capped by the eligible costs of one housing unit. The income bonus depends on
 * the household and is not assumed; a variant's own rate (`foerderungen`) replaces this one.
 */
function begRateFor(g: HeatGeneratorRow, heizlastKW: number, sanierung: boolean, altKessel?: HeatGeneratorRow): number {
  const investition = g.investFix + g.investProKW * heizlastKW;
  const subsidy = begSubsidy({
    erzeuger: g.waermepumpe ? 'waermepumpe' : g.energietraeger === 'pellets' ? 'biomasse' : 'keine',
    neubau: !sanierung,
    geschwindigkeitsbonus: sanierung && altKessel !== undefined && FOSSIL.has(altKessel.energietraeger),
    einkommensbonus: false,
    // Only the catalogue's key tells the source; ground and water sources earn the efficiency bonus.
    effizienzbonus: g.waermepumpe && !g.erzeuger.startsWith('luft'),
    investition,
    wohneinheiten: 1,
  });
  return effectiveRate(subsidy, investition);
}
