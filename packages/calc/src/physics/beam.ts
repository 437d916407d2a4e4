/**
 * Simply supported beam of span L (calculations.md §7; pickedshares, civilengcalculations).
 * Units: N, mm, N/mm², so w is N/mm (= kN/m), I mm⁴, W mm³, E N/mm².
 */

/** Rectangle b × h: I = b·h³/12, W = b·h²/6. */
export function rectangleSection(width: number, height: number): { inertia: number; sectionModulus: number } {
  return { inertia: (width * height ** 3) / 12, sectionModulus: (width * height ** 2) / 6 };
}

/** Uniform load w: M_max = wL²/8, δ_max = 5wL⁴/(384EI), reactions wL/2. */
export function uniformLoad(w: number, span: number, e: number, inertia: number) {
  return {
    moment: (w * span ** 2) / 8,
    deflection: (5 * w * span ** 4) / (384 * e * inertia),
    reaction: (w * span) / 2,
  };
}

/** Central point load P: M = PL/4, δ = PL³/(48EI). */
export function centralPointLoad(p: number, span: number, e: number, inertia: number) {
  return { moment: (p * span) / 4, deflection: (p * span ** 3) / (48 * e * inertia) };
}

/** Point load at a from a support: deflection under the load Pa²(L−a)²/(3EIL). */
export function eccentricPointLoadDeflection(p: number, a: number, span: number, e: number, inertia: number): number {
  return (p * a ** 2 * (span - a) ** 2) / (3 * e * inertia * span);
}

export interface BarProperties {
  e: number;
  inertia: number;
  sectionModulus: number;
  admissibleStress: number;
}

/** Largest central point load (N) one bar carries: min(4σW/L, 48EIδ/L³) with δ = limit·L. */
export function admissiblePointLoad(bar: BarProperties, span: number, deflectionLimit: number) {
  const strength = (4 * bar.admissibleStress * bar.sectionModulus) / span;
  const stiffness = (48 * bar.e * bar.inertia * deflectionLimit * span) / span ** 3;
  return { strength, stiffness, governing: Math.min(strength, stiffness) };
}

/** Largest uniform load (N/mm) one bar carries: min(8σW/L², 384EIδ/(5L⁴)). */
export function admissibleUniformLoad(bar: BarProperties, span: number, deflectionLimit: number) {
  const strength = (8 * bar.admissibleStress * bar.sectionModulus) / span ** 2;
  const stiffness = (384 * bar.e * bar.inertia * deflectionLimit * span) / (5 * span ** 4);
  return { strength, stiffness, governing: Math.min(strength, stiffness) };
}
