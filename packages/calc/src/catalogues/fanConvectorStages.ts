/**
 * Fan stages (Leistungsstufen) of the fan-assisted convectors, per model group: control voltage
 * (0–10 V EC fan), air volume flow, sound power and the rated cooling and heating output, each per
 * reference unit — per metre of coil (innenbaulaenge) for the KC model, per fan for the HPC. The
 * rating points default to the product's assumption (docs/calculators.md: cooling 7/12 °C water,
 * 27 °C, 46.9 % rh (27 °C DB / 19 °C WB); heating 45/40/20 °C), since the EN 16430-2/-3 rating table could not be
 * verified; a catalogue gives its own in the norm* columns. SAMPLE DATA: EN 16430 test reports of
 * the real product replace these values.
 */
export const fanConvectorStagesCsv = `# SAMPLE DATA - replace with EN 16430 ratings of the product
modellgruppe,leistungsstufe,steuerspannung,luftvolumenstrom,schallleistungspegel,normkuehlleistung,normheizleistung
KC130-2L,1,2,60,25,260,360
KC130-2L,2,4,100,32,390,560
KC130-2L,3,6,140,38,500,740
KC130-2L,4,8,180,43,590,880
KC130-2L,5,10,220,47,660,1000
KC130-4L,1,2,60,25,260,260
KC130-4L,2,4,100,32,390,400
KC130-4L,3,6,140,38,500,520
KC130-4L,4,8,180,43,590,610
KC130-4L,5,10,220,47,660,680
KC200-2L,1,2,78,26,338,468
KC200-2L,2,4,130,33,507,728
KC200-2L,3,6,182,39,650,962
KC200-2L,4,8,234,44,767,1144
KC200-2L,5,10,286,48,858,1300
KC200-4L,1,2,78,26,338,338
KC200-4L,2,4,130,33,507,520
KC200-4L,3,6,182,39,650,676
KC200-4L,4,8,234,44,767,793
KC200-4L,5,10,286,48,858,884
HPC,1,3,45,24,200,270
HPC,2,5,70,31,290,400
HPC,3,7.5,95,37,360,510
HPC,4,10,120,42,410,600
`;
