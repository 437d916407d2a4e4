import { HEAT_PUMP_FLOW_LIMIT } from '../physics/constants';

/**
 * Whether a heating system's flow temperature suits a heat pump: at or below the limit (55 °C,
 * the IKZ recommendation; configurable on the radiator exchange). One rule for the heat pump
 * planning and the radiator exchange, so both screens say the same.
 */
export function heatPumpReady(flowTemp: number, limit: number = HEAT_PUMP_FLOW_LIMIT): boolean {
  return flowTemp <= limit;
}
