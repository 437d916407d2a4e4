import type { Catalogues, HeatGeneratorRow } from '../catalogues';
import type { Energiepreis, Wirtschaftlichkeit } from '../contracts';
import { seasonalEfficiency } from './generatorEfficiency';
import { HOURS, yearProfiles } from './hourlyProfiles';
import { dispatchPv } from './pvSelfConsumption';
import { type AnnualAmount, type InstallationComponent, vdi2067Annuity } from './vdi2067';

/**
 * One heating/PV configuration of a house, as the house economics (EFH) and every variant of the
 * variant calculator describe it. Energies kWh/a, prices €/kWh and €/a, rates plain numbers.
 */
export interface Scenario {
  heizwaerme: number;
  warmwasser: number;
  kuehlung: number;
  /** household electricity and other flat-shaped electricity (e-mobility, ventilation fans) */
  haushaltsstrom: number;
  zusatzstrom: number;
  erzeuger: HeatGeneratorRow;
  zweitErzeuger: HeatGeneratorRow | null;
  /** share of the heat from the main generator */
  deckungsanteil: number;
  vorlaufTemp: number;
  jazOverride?: number;
  eerKuehlen: number;
  /** kW for the generator's price */
  heizlastKW: number;
  pvLeistung: number;
  pvSpezErtrag: number;
  batterieKapazitaet: number;
  jahresmittelTemp: number;
  preise: Record<'strom' | 'gas' | 'oel' | 'pellets', Energiepreis>;
  /** separate heat-pump electricity price €/kWh */
  waermepumpenStrompreis?: number;
  einspeiseverguetung: number;
  co2Preis: number;
  preissteigerungCo2: number;
  zins: number;
  betrachtungszeitraum: number;
  preissteigerungInvest: number;
  preissteigerungBetrieb: number;
  /** further components (PV, battery, ventilation, cooling) */
  komponenten: InstallationComponent[];
  /** subsidy quota on the generators' first purchase */
  foerderquote: number;
  /** € overrides by component name */
  investitionOverrides: Record<string, number>;
}

/** VDI 2067-1 Table B1 example price of operation, €/h (as in jnettels/annuity). */
const OPERATING_PRICE = 30;

export function generatorComponent(
  name: string,
  g: HeatGeneratorRow,
  kW: number,
  subsidy: number,
): InstallationComponent {
  return {
    name,
    investment: g.investFix + g.investProKW * kW,
    serviceLife: g.nutzungsdauer,
    fInst: g.fInst,
    fWInsp: g.fWInsp,
    operatingHours: g.bedienaufwand,
    subsidy,
  };
}

export function evaluateScenario(s: Scenario, catalogues: Catalogues): Wirtschaftlichkeit {
  const profiles = yearProfiles(s.jahresmittelTemp);
  const mainShare = s.zweitErzeuger ? s.deckungsanteil : 1;
  const parts = [
    { g: s.erzeuger, share: mainShare },
    ...(s.zweitErzeuger ? [{ g: s.zweitErzeuger, share: 1 - mainShare }] : []),
  ];

  // Final energy per carrier; heat pumps' electricity is also spread over the hours for PV.
  const endenergie: Record<string, number> = {};
  const load = new Float64Array(HOURS);
  let heatPumpElectricity = 0;
  for (const { g, share } of parts) {
    const heating =
      (s.heizwaerme * share) /
      (s.jazOverride && g === s.erzeuger ? s.jazOverride : seasonalEfficiency(g, s.vorlaufTemp));
    // hot water needs about 50 °C whatever the heating flow temperature
    const hotWater =
      (s.warmwasser * share) /
      (s.jazOverride && g === s.erzeuger ? s.jazOverride : seasonalEfficiency(g, Math.max(50, s.vorlaufTemp)));
    endenergie[g.energietraeger] = (endenergie[g.energietraeger] ?? 0) + heating + hotWater;
    if (g.energietraeger === 'strom') {
      heatPumpElectricity += heating + hotWater;
      for (let i = 0; i < HOURS; i++)
        load[i] = (load[i] ?? 0) + heating * (profiles.heating[i] ?? 0) + hotWater * (profiles.hotWater[i] ?? 0);
    }
  }
  const coolingElectricity = s.kuehlung > 0 ? s.kuehlung / s.eerKuehlen : 0;
  const flat = s.haushaltsstrom + s.zusatzstrom;
  for (let i = 0; i < HOURS; i++) {
    load[i] = (load[i] ?? 0) + flat * (profiles.household[i] ?? 0) + coolingElectricity * (profiles.cooling[i] ?? 0);
  }
  const strombedarf = heatPumpElectricity + coolingElectricity + flat;
  endenergie.strom = strombedarf;

  const generation = new Float64Array(HOURS);
  const pvYield = s.pvLeistung * s.pvSpezErtrag;
  for (let i = 0; i < HOURS; i++) generation[i] = pvYield * (profiles.pv[i] ?? 0);
  const pv = dispatchPv(generation, load, s.batterieKapazitaet);

  // Demand-related costs per price group; the grid purchase is split by the heat pump's share.
  const demand: AnnualAmount[] = [];
  const other: AnnualAmount[] = [];
  let co2Emissionen = 0;
  for (const [carrier, kWh] of Object.entries(endenergie)) {
    const row = catalogues.energyCarriers.find((c) => c.energietraeger === carrier);
    if (!row) continue;
    const price = s.preise[row.preisKey];
    const bought = carrier === 'strom' ? pv.netzbezug : kWh;
    let workPrice = price.arbeitspreis;
    if (carrier === 'strom' && s.waermepumpenStrompreis !== undefined && strombedarf > 0) {
      const share = heatPumpElectricity / strombedarf;
      workPrice = share * s.waermepumpenStrompreis + (1 - share) * price.arbeitspreis;
    }
    if (kWh > 0 || carrier === 'strom') {
      demand.push({ name: carrier, amount: bought * workPrice + price.grundpreis, r: price.preissteigerung });
    }
    co2Emissionen += (bought * row.emissionsfaktor) / 1e6;
    if (s.co2Preis > 0 && row.behgFaktor > 0) {
      other.push({
        name: `CO2 ${carrier}`,
        amount: (bought / 1000) * row.behgFaktor * s.co2Preis,
        r: s.preissteigerungCo2,
      });
    }
  }
  // EEG tariffs are fixed for 20 years, so proceeds do not rise (r = 1).
  const proceeds: AnnualAmount[] = [{ name: 'Einspeisung', amount: pv.einspeisung * s.einspeiseverguetung, r: 1 }];

  const components = [
    generatorComponent('waermeerzeuger', s.erzeuger, s.heizlastKW, s.foerderquote),
    ...(s.zweitErzeuger
      ? [generatorComponent('zweitErzeuger', s.zweitErzeuger, s.heizlastKW * (1 - mainShare), s.foerderquote)]
      : []),
    ...s.komponenten,
  ].map((c) =>
    s.investitionOverrides[c.name] !== undefined
      ? { ...c, investment: s.investitionOverrides[c.name] ?? c.investment }
      : c,
  );

  const vdi = vdi2067Annuity({
    components,
    demand,
    other,
    proceeds,
    years: s.betrachtungszeitraum,
    rate: s.zins,
    rCapital: s.preissteigerungInvest,
    rOperation: s.preissteigerungBetrieb,
    rMaintenance: s.preissteigerungBetrieb,
    operatingPrice: OPERATING_PRICE,
  });

  const investition = components.reduce((sum, c) => sum + c.investment, 0);
  const foerderung = components.reduce((sum, c) => sum + c.investment * (c.subsidy ?? 0), 0);
  const firstYear =
    demand.reduce((sum, d) => sum + d.amount, 0) +
    other.reduce((sum, d) => sum + d.amount, 0) +
    components.reduce((sum, c) => sum + c.investment * (c.fInst + c.fWInsp) + c.operatingHours * OPERATING_PRICE, 0) -
    proceeds.reduce((sum, d) => sum + d.amount, 0);
  const gesamt = vdi.capital + vdi.demand + vdi.operation + vdi.other - vdi.proceeds;
  const month = (values: number[]) => values.map((y, i) => ({ x: i + 1, y }));
  // Across: the month's number 1–12 (a count, unit "1"); up: that month's energy in kWh.
  const MONTHLY_KWH = { einheitX: '1', einheitY: 'kWh' } as const;

  return {
    energie: {
      heizwaerme: s.heizwaerme,
      warmwasser: s.warmwasser,
      kuehlung: s.kuehlung,
      endenergie,
      strombedarf,
      jahresarbeitszahl: s.jazOverride ?? seasonalEfficiency(s.erzeuger, s.vorlaufTemp),
    },
    pv: {
      erzeugung: pv.erzeugung,
      direktverbrauch: pv.direktverbrauch,
      batterieEntladung: pv.batterieEntladung,
      eigenverbrauch: pv.eigenverbrauch,
      einspeisung: pv.einspeisung,
      netzbezug: pv.netzbezug,
      eigenverbrauchsanteil: pv.eigenverbrauchsanteil,
      autarkiegrad: pv.autarkiegrad,
    },
    co2Emissionen,
    investition,
    foerderung,
    annuitaeten: {
      kapital: vdi.capital,
      bedarf: vdi.demand,
      betrieb: vdi.operation,
      co2: vdi.other,
      erloese: vdi.proceeds,
      gesamt,
      annuitaetVdi: vdi.total,
    },
    laufendeKostenErstesJahr: firstYear,
    kurve: [
      { description: 'PV-Erzeugung [kWh/Monat]', ...MONTHLY_KWH, points: month(pv.monthly.erzeugung) },
      { description: 'Eigenverbrauch [kWh/Monat]', ...MONTHLY_KWH, points: month(pv.monthly.eigenverbrauch) },
      { description: 'Einspeisung [kWh/Monat]', ...MONTHLY_KWH, points: month(pv.monthly.einspeisung) },
      { description: 'Netzbezug [kWh/Monat]', ...MONTHLY_KWH, points: month(pv.monthly.netzbezug) },
    ],
  };
}

/** Standard components with VDI 2067-style factors (SAMPLE service lives and shares). */
export function pvComponent(kWp: number, pricePerKWp: number): InstallationComponent {
  return { name: 'pv', investment: kWp * pricePerKWp, serviceLife: 25, fInst: 0.01, fWInsp: 0.005, operatingHours: 0 };
}
export function batteryComponent(kWh: number, pricePerKWh: number): InstallationComponent {
  return {
    name: 'batterie',
    investment: kWh * pricePerKWh,
    serviceLife: 15,
    fInst: 0.01,
    fWInsp: 0,
    operatingHours: 0,
  };
}
export function ventilationComponent(investment: number): InstallationComponent {
  return { name: 'lueftung', investment, serviceLife: 20, fInst: 0.02, fWInsp: 0.02, operatingHours: 2 };
}
export function coolingComponent(investment: number): InstallationComponent {
  return { name: 'kuehlung', investment, serviceLife: 20, fInst: 0.01, fWInsp: 0.01, operatingHours: 0 };
}

/** Controlled ventilation in a house: nominal flow 0.5 h⁻¹, fan power 0.35 Wh/m³ (SAMPLE), 80 % recovery. */
export function ventilationEffect(wohnflaeche: number, heizgradstunden = 75000) {
  const flow = wohnflaeche * 2.5 * 0.5;
  return { fanElectricity: (flow * 0.35 * 8760) / 1000, heatSaved: (0.34 * flow * 0.8 * heizgradstunden) / 1000 };
}
