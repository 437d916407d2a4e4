/**
 * Household types: persons, household electricity kWh/a and hot-water heat kWh/a. A typical
 * single-family house uses about 4000 kWh/a (HTW Berlin); the rest is SAMPLE DATA.
 */
export const householdsCsv = `# SAMPLE DATA - familie4 = 4000 kWh/a after HTW Berlin
bewohnerTyp,personen,haushaltsstrom,warmwasser
single,1,1800,700
paar,2,2800,1400
familie3,3,3500,2100
familie4,4,4000,2800
familie5,5,5000,3500
`;
