/**
 * Grille materials: E-modulus (N/mm²) after the diracdelta table and the Aalco 1.4301 data sheet;
 * admissible bending stress (N/mm²) is alloy-specific: SAMPLE DATA, take it from the supplier.
 */
export const grilleMaterialsCsv = `# SAMPLE DATA - E per public tables; admissible stress from the profile supplier
material,bezeichnung,emodul,zulaessigeSpannung
aluminium,Aluminium,70000,110
stahl,Stahl verzinkt,210000,160
edelstahl,Edelstahl 1.4301,193000,150
eiche,Eiche,11500,14
kiefer,Kiefer,10000,10
`;
