/**
 * Energy carriers: emission factor g CO2-eq/kWh after GEG Anlage 9 (heating oil 310, natural gas
 * 240, LPG 270, wood 20, grid electricity 560, on-site PV 0) and the BEHG factor t CO2/MWh that
 * the CO2 price applies to (natural gas 0.182 as used by SWG; heating oil 0.266 is the BEHG
 * standard value, SAMPLE). preisKey names the price group of the variant calculator.
 */
export const energyCarriersCsv = `# GEG Anlage 9 emission factors; BEHG factors per note above
energietraeger,preisKey,emissionsfaktor,behgFaktor
erdgas,gas,240,0.182
heizoel,oel,310,0.266
fluessiggas,gas,270,0.239
pellets,pellets,20,0
strom,strom,560,0
pvStrom,strom,0,0
`;
