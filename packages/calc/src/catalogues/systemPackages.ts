/**
 * System packages (heat pump with storage and controls) with heating output in W and price in €,
 * for the building calculation's investment. SAMPLE DATA.
 */
export const systemPackagesCsv = `# SAMPLE DATA - replace with the price list
paket,heizleistung,preis
WP-Paket 5,5000,11900
WP-Paket 7,7000,13400
WP-Paket 9,9000,14900
WP-Paket 12,12000,17500
WP-Paket 16,16000,20900
`;
