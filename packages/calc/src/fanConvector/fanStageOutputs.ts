import type { FanConvectorStageRow } from '../catalogues';
import type { StufenLeistung } from '../contracts';
import { sabineAbsorptionArea, soundPressureFromAbsorption } from '../physics/sound';
import { pressureDropAtKv } from '../physics/valve';
import { waterMassFlow } from '../physics/waterFlow';
import {
  type AirState,
  coilOutlet,
  coolingAirSide,
  coolingContactFactor,
  dryAirMassFlow,
  heatingAirSide,
  heatingContactFactor,
  returnTemperatureFor,
} from './coil';
import { humidityRatio } from './psychrometrics';

/**
 * Relative humidity assumed for the room air when heating: it enters only the air's density and
 * heat capacity (about 1 %), and cancels against the rating, which assumes the same.
 */
export const HEATING_ROOM_HUMIDITY = 0.4;

/** The operating point of a calculation (both calculators' inputs carry these fields). */
export interface OperatingPoint {
  vorlaufTemp_kuehlen: number;
  ruecklaufTemp_kuehlen: number;
  wassermassenstrom_kuehlen?: number | undefined;
  raumTemp_kuehlen: number;
  luftfeuchte_kuehlen: number;
  vorlaufTemp_heizen: number;
  ruecklaufTemp_heizen: number;
  wassermassenstrom_heizen?: number | undefined;
  raumTemp_heizen: number;
  raumvolumen: number;
  nachhallzeit: number;
}

/**
 * A unit's size as the stage ratings see it: `units` reference units (metres of coil for the KC
 * model, fans for the HPC) and the water-side kv of its cooling and heating coil.
 */
export interface CoilSize {
  units: number;
  kvKuehlen: number;
  kvHeizen: number;
}

const mean = (a: number, b: number) => (a + b) / 2;

/**
 * Everything one fan stage delivers at the operating point: fan data, sound, cooling and heating
 * with their water side. A given water mass flow wins over the return temperature, which then
 * follows from the balance of air and water side; otherwise the return temperature sets the flow.
 */
export function fanStageOutputs(stage: FanConvectorStageRow, size: CoilSize, op: OperatingPoint): StufenLeistung {
  const luftvolumenstrom = stage.luftvolumenstrom * size.units;
  // n equal sources (metres of coil, fans) add 10·lg(n) to the sound power of one.
  const schallleistungspegel = stage.schallleistungspegel + 10 * Math.log10(size.units);

  // Cooling: the contact factor from the rated output at the rating point, then the operating point.
  const ratedCoolingAir: AirState = {
    t: stage.normKuehlRaum,
    w: humidityRatio(stage.normKuehlRaum, stage.normKuehlFeuchte / 100),
  };
  const cfCooling = coolingContactFactor(
    stage.normkuehlleistung * size.units,
    dryAirMassFlow(luftvolumenstrom, ratedCoolingAir),
    ratedCoolingAir,
    mean(stage.normKuehlVorlauf, stage.normKuehlRuecklauf),
  );
  const coolingAir: AirState = {
    t: op.raumTemp_kuehlen,
    w: humidityRatio(op.raumTemp_kuehlen, op.luftfeuchte_kuehlen / 100),
  };
  const coolingMass = dryAirMassFlow(luftvolumenstrom, coolingAir);
  const coolingAt = (ret: number) =>
    coolingAirSide(coolingMass, coolingAir, coilOutlet(coolingAir, mean(op.vorlaufTemp_kuehlen, ret), cfCooling));
  const coolingReturn =
    op.wassermassenstrom_kuehlen === undefined
      ? op.ruecklaufTemp_kuehlen
      : returnTemperatureFor(
          (ret) => coolingAt(ret).gesamtleistung,
          op.vorlaufTemp_kuehlen,
          op.raumTemp_kuehlen,
          op.wassermassenstrom_kuehlen,
        );
  const cooling = coolingAt(coolingReturn);
  const coolingWater =
    op.wassermassenstrom_kuehlen ?? waterMassFlow(cooling.gesamtleistung, coolingReturn - op.vorlaufTemp_kuehlen);

  // Heating: sensible only, the same way.
  const ratedHeatingAir: AirState = {
    t: stage.normHeizRaum,
    w: humidityRatio(stage.normHeizRaum, HEATING_ROOM_HUMIDITY),
  };
  const cfHeating = heatingContactFactor(
    stage.normheizleistung * size.units,
    dryAirMassFlow(luftvolumenstrom, ratedHeatingAir),
    ratedHeatingAir,
    mean(stage.normHeizVorlauf, stage.normHeizRuecklauf),
  );
  const heatingAir: AirState = { t: op.raumTemp_heizen, w: humidityRatio(op.raumTemp_heizen, HEATING_ROOM_HUMIDITY) };
  const heatingMass = dryAirMassFlow(luftvolumenstrom, heatingAir);
  const heatingAt = (ret: number) => {
    const surface = mean(op.vorlaufTemp_heizen, ret);
    return heatingAirSide(heatingMass, heatingAir, heatingAir.t + cfHeating * (surface - heatingAir.t));
  };
  const heatingReturn =
    op.wassermassenstrom_heizen === undefined
      ? op.ruecklaufTemp_heizen
      : returnTemperatureFor(heatingAt, op.vorlaufTemp_heizen, op.raumTemp_heizen, op.wassermassenstrom_heizen);
  const heating = heatingAt(heatingReturn);
  const heatingWater = op.wassermassenstrom_heizen ?? waterMassFlow(heating, op.vorlaufTemp_heizen - heatingReturn);

  return {
    leistungsstufe: stage.leistungsstufe,
    steuerspannung: stage.steuerspannung ?? null,
    luftvolumenstrom,
    schallleistungspegel,
    schalldruckpegel: soundPressureFromAbsorption(
      schallleistungspegel,
      sabineAbsorptionArea(op.raumvolumen, op.nachhallzeit),
    ),
    kuehlen: {
      ansaugTemp: coolingAir.t,
      ...cooling,
      wassermassenstrom: coolingWater,
      ruecklaufTemp: coolingReturn,
      druckverlust: pressureDropAtKv(size.kvKuehlen, coolingWater),
    },
    heizen: {
      leistung: heating,
      wassermassenstrom: heatingWater,
      ruecklaufTemp: heatingReturn,
      druckverlust: pressureDropAtKv(size.kvHeizen, heatingWater),
    },
  };
}
