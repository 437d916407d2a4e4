/**
 * EN 1264 base curve for underfloor heating, q = 8.92·(θF,m − θi)^1.1 W/m² (IKZ/Uponor, SBZ),
 * with the surface temperature limits 29 °C occupied zone, 35 °C edge zone, 33 °C bathroom.
 */
export const FLOOR_SURFACE_LIMITS = { aufenthalt: 29, rand: 35, bad: 33 } as const;

export function floorHeatFlux(surfaceTemp: number, room: number): number {
  const dT = surfaceTemp - room;
  return dT <= 0 ? 0 : 8.92 * dT ** 1.1;
}

/** Mean surface temperature that gives a heat flux q (W/m²). */
export function floorSurfaceTemperatureFor(heatFlux: number, room: number): number {
  return heatFlux <= 0 ? room : room + (heatFlux / 8.92) ** (1 / 1.1);
}
