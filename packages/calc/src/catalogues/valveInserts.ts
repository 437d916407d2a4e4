/**
 * Valve inserts with kv (m³/h) per presetting step, rated at the proportional band regeldifferenz
 * (K). Values: Danfoss data sheet "Einbauventil mit integrierter Voreinstellung RA-N 013G0360 /
 * RA-U 013G0361" (04/2011), kv at Xp = 2 K per EN 215. Steps in ascending kv order; the last
 * row of an insert is its largest presetting. maxDifferenzdruck (mbar) is the data sheet's largest
 * differential pressure (0.6 bar); above it the valve is refused. SAMPLE DATA selection for the
 * calculator.
 */
export const valveInsertsCsv = `# SAMPLE DATA - kv values as published for Danfoss RA-N / RA-U (Xp = 2 K, EN 215)
ventil,stufe,kv,regeldifferenz,maxDifferenzdruck
RA-N,1,0.14,2,600
RA-N,2,0.21,2,600
RA-N,3,0.26,2,600
RA-N,4,0.32,2,600
RA-N,5,0.46,2,600
RA-N,6,0.59,2,600
RA-N,7,0.73,2,600
RA-N,N,0.87,2,600
RA-U,1,0.04,2,600
RA-U,2,0.05,2,600
RA-U,3,0.07,2,600
RA-U,4,0.09,2,600
RA-U,5,0.13,2,600
RA-U,6,0.18,2,600
RA-U,7,0.24,2,600
RA-U,N,0.34,2,600
`;
