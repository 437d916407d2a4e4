/**
 * Fan stages of fan-assisted executions. leistungsfaktor multiplies the natural-convection output
 * at the same temperatures; schallleistungspegel is the sound power in dB(A) of 1 m of radiator
 * (longer units have more fans: +10·lg(L/1 m)). SAMPLE DATA: EN 16430 ratings of a real product
 * replace these values.
 */
export const fanStagesCsv = `# SAMPLE DATA - replace with EN 16430 ratings of the product
ausfuehrung,heizkoerpertyp,stufe,leistungsfaktor,schallleistungspegel,steuerspannung
xflair,11,1,1.35,27,3.5
xflair,11,2,1.7,33,6
xflair,11,3,2.0,39,10
xflair,21,1,1.3,28,3.5
xflair,21,2,1.6,34,6
xflair,21,3,1.9,40,10
xflair,22,1,1.3,28,3.5
xflair,22,2,1.6,34,6
xflair,22,3,1.85,40,10
xflair,33,1,1.25,29,3.5
xflair,33,2,1.5,35,6
xflair,33,3,1.75,41,10
`;
