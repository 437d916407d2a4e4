/**
 * U-values W/(m²K) by element and construction year (EN 12831-1 Annex B, Table B.15 as
 * transcribed in the Onvayo heat-loss calculator). External wall 1.7 (until 1918) to 0.5 (from
 * 1995) and doors 3.5 are from that table; the other values are SAMPLE DATA of typical German
 * building-typology figures. Ranges are inclusive.
 */
export const uValuesCsv = `# SAMPLE DATA (except cited values) - replace with the national table
bauteilart,baujahrVon,baujahrBis,u
aussenwand,0,1918,1.7
aussenwand,1919,1948,1.7
aussenwand,1949,1957,1.4
aussenwand,1958,1968,1.4
aussenwand,1969,1978,1.0
aussenwand,1979,1983,0.8
aussenwand,1984,1994,0.6
aussenwand,1995,9999,0.5
fenster,0,1978,2.8
fenster,1979,1994,2.7
fenster,1995,2001,1.9
fenster,2002,9999,1.3
tuer,0,9999,3.5
dach,0,1968,1.4
dach,1969,1978,0.8
dach,1979,1994,0.5
dach,1995,9999,0.3
oberstegeschossdecke,0,1968,1.0
oberstegeschossdecke,1969,1994,0.6
oberstegeschossdecke,1995,9999,0.3
kellerdecke,0,1968,1.2
kellerdecke,1969,1994,0.8
kellerdecke,1995,9999,0.4
bodenplatte,0,1968,1.2
bodenplatte,1969,1994,0.8
bodenplatte,1995,9999,0.4
innenwand,0,9999,1.5
innendecke,0,9999,1.0
`;
