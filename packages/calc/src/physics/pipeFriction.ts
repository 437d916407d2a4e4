/**
 * Pressure drop of water in a straight pipe after Darcy–Weisbach, Δp = λ·(L/d)·ρ·v²/2, with
 * λ = 64/Re (laminar, Re < 2300) or Blasius' λ = 0.3164/Re^0.25 for hydraulically smooth pipes
 * (Blasius 1913; VDI-Wärmeatlas, Lab 1; valid to Re ≈ 10⁵, plastic heating pipes are smooth).
 * Water at 35 °C, the mean of underfloor circuits: ρ = 994 kg/m³, ν = 0.724·10⁻⁶ m²/s (IAPWS).
 */
const DENSITY = 994;
const KINEMATIC_VISCOSITY = 0.724e-6;

/** Reynolds number of a mass flow (kg/h) in a pipe of inner diameter d (mm). */
export function reynoldsNumber(massFlow: number, innerDiameter: number): number {
  const d = innerDiameter / 1000;
  const velocity = massFlow / 3600 / DENSITY / ((Math.PI * d * d) / 4);
  return (velocity * d) / KINEMATIC_VISCOSITY;
}

/** Darcy friction factor: laminar below Re 2300, Blasius above. */
export function frictionFactor(reynolds: number): number {
  return reynolds < 2300 ? 64 / reynolds : 0.3164 / reynolds ** 0.25;
}

/** Pressure drop in mbar of a mass flow (kg/h) through a pipe of length L (m) and inner diameter d (mm). */
export function pipePressureDrop(massFlow: number, length: number, innerDiameter: number): number {
  if (!(massFlow > 0) || !(length > 0)) return 0;
  const d = innerDiameter / 1000;
  const velocity = massFlow / 3600 / DENSITY / ((Math.PI * d * d) / 4);
  const reynolds = reynoldsNumber(massFlow, innerDiameter);
  // Laminar: λ = 64/Re written out (Hagen–Poiseuille), so a vanishing flow gives 0, not ∞·0.
  if (reynolds < 2300) return (32 * KINEMATIC_VISCOSITY * DENSITY * length * velocity) / (d * d) / 100;
  return (frictionFactor(reynolds) * (length / d) * DENSITY * velocity ** 2) / 2 / 100;
}
