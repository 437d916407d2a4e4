/**
 * Heat generators for the economics calculators. wirkungsgrad is the annual efficiency of a boiler
 * or, for heat pumps, the seasonal performance factor at 35 °C flow, falling by jazAbfallProK per
 * K of higher flow temperature. Costs: investFix € + investProKW €/kW; nutzungsdauer, fInst,
 * fWInsp and bedienaufwand (h/a) are the VDI 2067-1 component factors. SAMPLE DATA.
 */
export const heatGeneratorsCsv = `# SAMPLE DATA - replace with the manufacturer's price list and VDI 2067 factors
erzeuger,bezeichnung,energietraeger,waermepumpe,kuehlfaehig,wirkungsgrad,jazAbfallProK,investFix,investProKW,nutzungsdauer,fInst,fWInsp,bedienaufwand
gasBrennwert,Gas-Brennwertkessel,erdgas,false,false,0.95,0,6000,100,20,0.01,0.02,5
oelBrennwert,Öl-Brennwertkessel,heizoel,false,false,0.93,0,8000,120,20,0.01,0.02,5
pelletkessel,Pelletkessel,pellets,false,false,0.88,0,14000,400,20,0.02,0.03,15
luftWasserWP,Luft/Wasser-Wärmepumpe,strom,true,true,4.0,0.05,12000,600,18,0.01,0.015,5
soleWasserWP,Sole/Wasser-Wärmepumpe,strom,true,true,4.6,0.05,18000,900,20,0.01,0.015,5
direktElektrisch,Elektro-Direktheizung,strom,false,false,1.0,0,500,100,20,0.01,0,0
gasKessel,Gaskessel (Bestand),erdgas,false,false,0.85,0,6000,100,20,0.01,0.02,5
oelKessel,Ölkessel (Bestand),heizoel,false,false,0.83,0,8000,120,20,0.01,0.02,5
`;
