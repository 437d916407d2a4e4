/**
 * Heat-pump convector (HPC) sizes: length, coil (register) length, model number and fan count; the
 * fan-stage ratings (fanConvectorStages, model group HPC) are per fan. kv in m³/h of the coil.
 * SAMPLE DATA: the manufacturer's size table replaces it.
 */
export const hpcModelsCsv = `# SAMPLE DATA - replace with the manufacturer's HPC size table
modellgruppe,baulaenge,registerlaenge,modellnummer,luefteranzahl,kv
HPC,700,500,HPC 07,1,0.3
HPC,1000,800,HPC 10,2,0.28
HPC,1300,1100,HPC 13,3,0.26
HPC,1600,1400,HPC 16,4,0.24
`;
