/**
 * Design outdoor temperatures (Norm-Außentemperatur, DIN EN 12831 Bbl. 1) by location, with the
 * yearly mean for the hourly PV/heat-pump model and a two-digit postcode prefix for lookups.
 * Berlin −14 °C is cited (haustechnikverstehen glossary); the rest is SAMPLE DATA to be replaced
 * by the national annex table.
 */
export const designTemperaturesCsv = `# SAMPLE DATA (Berlin cited) - replace with DIN EN 12831 Bbl. 1
standort,plzPraefix,normAussenTemp,jahresmittelTemp
Berlin,10,-14,9.5
Hamburg,20,-12,9.0
Hannover,30,-14,9.2
Köln,50,-10,10.2
Frankfurt am Main,60,-12,10.1
Stuttgart,70,-12,9.8
München,80,-16,8.7
Nürnberg,90,-16,9.0
Dresden,01,-14,9.3
Leipzig,04,-14,9.4
`;
