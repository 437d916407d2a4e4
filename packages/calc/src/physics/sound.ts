/**
 * Sound power to sound pressure in a room (calculations.md §3.3, ib-rauch after VDI 2571 and
 * DIN 4109). With the Sabine absorption area A = 0.163·V/T both forms agree to 0.1 dB.
 */

/**
 * A level below 0 dB (the threshold of hearing) is inaudible and answered as 0: a quiet fan stage
 * in a hall of 50 000 m³ gave −12 dB(A), which no planner can read.
 */
const inaudible = (level: number) => Math.max(0, level);

/** DIN 4109: L_A = L_WA − 10·lg(A) + 6, with A the equivalent absorption area in m²; at least 0 dB. */
export function soundPressureFromAbsorption(soundPower: number, absorptionArea: number): number {
  return inaudible(soundPower - 10 * Math.log10(absorptionArea) + 6);
}

/** VDI 2571: L_p = L_w + 14 + 10·lg(T/V), T reverberation time s, V room volume m³; at least 0 dB. */
export function soundPressureInRoom(soundPower: number, roomVolume: number, reverberationTime: number): number {
  return inaudible(soundPower + 14 + 10 * Math.log10(reverberationTime / roomVolume));
}

/** Sabine: A = 0.163·V/T. */
export function sabineAbsorptionArea(roomVolume: number, reverberationTime: number): number {
  return (0.163 * roomVolume) / reverberationTime;
}

/** Energetic sum L = 10·lg Σ 10^(Li/10); two equal sources add 3.01 dB. */
export function addLevels(...levels: number[]): number {
  return 10 * Math.log10(levels.reduce((sum, l) => sum + 10 ** (l / 10), 0));
}
