import { type Catalogues, type HeatGeneratorRow, sampleCatalogues } from '../catalogues';
import { type EfhInput, type EfhResult, efhInput } from '../contracts';
import { CalcInputError, parseInput } from '../input';
import {
  batteryComponent,
  coolingComponent,
  evaluateScenario,
  pvComponent,
  ventilationComponent,
  ventilationEffect,
} from './evaluateScenario';

/** Full-load hours that size the generator from the yearly heat (typical single-family house). */
export const FULL_LOAD_HOURS = 2000;

/** German mean used when the house economics has no location. */
const DEFAULT_YEARLY_MEAN_TEMP = 9.5;

export function requireGenerator(catalogues: Catalogues, erzeuger: string, field: string): HeatGeneratorRow {
  const row = catalogues.heatGenerators.find((g) => g.erzeuger === erzeuger);
  if (!row) throw new CalcInputError([{ field, message: `heat generator "${erzeuger}" is not in the catalogue` }]);
  return row;
}

/**
 * House economics (EFH): the annual energy balance of one configuration, the hourly PV model and
 * the VDI 2067-1 annuities.
 */
export function calculateHouseEconomics(input: EfhInput, catalogues: Catalogues = sampleCatalogues()): EfhResult {
  const p = parseInput(efhInput, input);
  const erzeuger = requireGenerator(catalogues, p.erzeuger, 'erzeuger');
  const ventilation = p.lueften ? ventilationEffect(p.wohnflaeche) : { fanElectricity: 0, heatSaved: 0 };
  const heizwaerme = p.heizen ? Math.max(0, p.spezHeizwaermebedarf * p.wohnflaeche - ventilation.heatSaved) : 0;
  const warmwasser = p.spezWarmwasserbedarf * p.wohnflaeche;
  // Cooling needs a reversible heat pump; other generators cannot cool.
  const kuehlung = p.kuehlen && erzeuger.kuehlfaehig ? p.spezKuehlbedarf * p.wohnflaeche : 0;

  const komponenten = [
    ...(p.pvLeistung > 0 ? [pvComponent(p.pvLeistung, p.investition.pvProKWp)] : []),
    ...(p.batterieKapazitaet > 0 ? [batteryComponent(p.batterieKapazitaet, p.investition.batterieProKWh)] : []),
    ...(p.lueften ? [ventilationComponent(p.investition.lueftung)] : []),
    ...(kuehlung > 0 && p.investition.kuehlung > 0 ? [coolingComponent(p.investition.kuehlung)] : []),
  ];
  const overrides = { ...p.investitionOverrides };
  if (p.investition.waermeerzeuger !== undefined) overrides.waermeerzeuger ??= p.investition.waermeerzeuger;

  const fuel = {
    grundpreis: p.brennstoffGrundpreis,
    arbeitspreis: p.brennstoffpreis,
    preissteigerung: p.preissteigerungBrennstoff,
  };
  return evaluateScenario(
    {
      heizwaerme,
      warmwasser,
      kuehlung,
      haushaltsstrom: p.haushaltsstrom,
      zusatzstrom: ventilation.fanElectricity,
      erzeuger,
      zweitErzeuger: null,
      deckungsanteil: 1,
      vorlaufTemp: p.vorlaufTemp,
      jazOverride: p.jazHeizen,
      eerKuehlen: p.eerKuehlen,
      heizlastKW: (heizwaerme + warmwasser) / FULL_LOAD_HOURS,
      pvLeistung: p.pvLeistung,
      pvSpezErtrag: p.pvSpezErtrag,
      batterieKapazitaet: p.batterieKapazitaet,
      jahresmittelTemp: DEFAULT_YEARLY_MEAN_TEMP,
      preise: {
        strom: { grundpreis: p.stromGrundpreis, arbeitspreis: p.strompreis, preissteigerung: p.preissteigerungStrom },
        gas: fuel,
        oel: fuel,
        pellets: fuel,
      },
      waermepumpenStrompreis: p.waermepumpenStrompreis,
      einspeiseverguetung: p.einspeiseverguetung,
      co2Preis: p.co2Preis,
      preissteigerungCo2: p.preissteigerungCo2,
      zins: p.zins,
      betrachtungszeitraum: p.betrachtungszeitraum,
      preissteigerungInvest: p.preissteigerungInvest,
      preissteigerungBetrieb: p.preissteigerungBetrieb,
      komponenten,
      foerderquote: p.foerderquote,
      investitionOverrides: overrides,
    },
    catalogues,
  );
}
