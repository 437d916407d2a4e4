/** A KRN41 and a KRN92 as a planner enters them, shared by the trench convector tests. */
export const KRN41_SAMPLE = {
  bauhoehe: 120,
  bautiefe: 260,
  baulaenge: 2500,
  winkelEnde: true,
  vorlaufTemp: 70,
  ruecklaufTemp: 55,
};
export const KRN92_SAMPLE = {
  Bauhoehe: 120,
  Bautiefe: 200,
  Baulaenge: 3000,
  VorlaufTemp: 55,
  RuecklaufTemp: 45,
  RaumTemp: 22,
  PrimaerluftTemp: 18,
  PrimaerluftVolumenstrom: 60,
};
