/**
 * Building standards: specific space-heating demand kWh/(m²a) and specific heat load W/m², used
 * by the variant calculator when the consumption is not known. SAMPLE DATA of typical values.
 */
export const buildingStandardsCsv = `# SAMPLE DATA - typical values, replace with the product team's figures
gebaeudestandard,bezeichnung,heizwaermebedarf,heizlast
unsaniert,Unsaniert (vor 1978),180,100
teilsaniert,Teilsaniert,120,70
enev2009,EnEV 2009,70,45
geg2020,GEG 2020,50,35
effizienzhaus55,Effizienzhaus 55,35,28
effizienzhaus40,Effizienzhaus 40,25,22
passivhaus,Passivhaus,15,10
`;
