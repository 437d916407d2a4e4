/**
 * Sample inputs of the calculators for tests, one place for all of them (the engines' tests, the
 * server's routes and documents, the mini-app's form). Imported as `@portal/calc/testing`: the
 * package's index does not export them, so no product bundle carries them.
 */

/** A radiator selection (XFlair): type 22 in the xflair execution for 1,200 W at 55/45 °C. */
export const RADIATOR_SAMPLE = {
  heizkoerpertyp: '22',
  ausfuehrung: 'xflair',
  zielLeistung: 1200,
  vorlaufTemp: 55,
  ruecklaufTemp: 45,
};

/** A radiator exchange (XFlairTausch): a compact 22 of 600 × 1000 at 70/55 °C for an xflair 22 of 600 × 1200. */
export const RADIATOR_EXCHANGE_SAMPLE = {
  heizkoerpertypAlt: '22',
  ausfuehrungAlt: 'kompakt',
  bhAlt: 600,
  blAlt: 1000,
  vorlaufTempAlt: 70,
  ruecklaufTempAlt: 55,
  heizkoerpertypNeu: '22',
  ausfuehrungNeu: 'xflair',
  bhNeu: 600,
  blNeu: 1200,
  spreizungNeu: 7,
};

/** A building heat load: one room in Berlin, built 1960, with an outer wall and a window. */
export const BUILDING_SAMPLE = {
  standort: 'Berlin',
  baujahr: 1960,
  raeume: [
    {
      name: 'Wohnen',
      flaeche: 20,
      volumen: 50,
      bauteile: [
        { bauteilart: 'aussenwand', flaeche: 10 },
        { bauteilart: 'fenster', flaeche: 3, u: 1.3 },
      ],
    },
  ],
};

/** A grille load: a 300 mm rolled grille of aluminium with 6 mm between the bars. */
export const GRILLE_SAMPLE = {
  bautiefe: 300,
  typAbdeckung: 'rollrost12',
  material: 'aluminium',
  abstandzwischendenstaeben: 6,
};
