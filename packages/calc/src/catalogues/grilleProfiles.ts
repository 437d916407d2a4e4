/**
 * Grille profiles for trench-convector covers: bar width and height in mm, treated as a solid
 * rectangle (I = b·h³/12, W = b·h²/6). SAMPLE DATA: a real profile's section values replace them.
 */
export const grilleProfilesCsv = `# SAMPLE DATA - replace with the profile supplier's section values
typAbdeckung,bezeichnung,stabbreite,stabhoehe
rollrost12,Rollrost 12 mm,6,12
rollrost17,Rollrost 17 mm,6,17
linearrost20,Linearrost 20 mm,8,20
holzrost20,Holzrost 20 mm,15,20
`;
