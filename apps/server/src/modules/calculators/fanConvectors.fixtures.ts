import { calculateHpc, calculateKcModel, kcModelSize } from '@portal/calc';

/**
 * Requests of the fan-assisted convector routes, spread into the calculator route tests
 * (routes.test.ts: permission matrix, engine result, 400 naming the field, templates, exports).
 */

export const kc = { bauhoehe: 130, leitersystem: '2-Leiter', baulaenge: 1000, leistungsstufe: 3 };
export const hpc = { baulaenge: 1000, zielKuehlleistung: 600 };

export interface CalcRoute {
  readonly url: string;
  readonly body: object;
  readonly engine: () => unknown;
  /** Invalid inputs and the field the 400 must name: one the schema refuses, one only the engine can judge. */
  readonly invalid: ReadonlyArray<readonly [body: object, path: string]>;
}

export const FAN_CONVECTOR_CALCULATIONS: CalcRoute[] = [
  {
    url: '/portal/api/KCModel/calc',
    body: kc,
    engine: () => kcModelSize(kc),
    invalid: [
      [{ ...kc, bauhoehe: 'hoch' }, 'body.bauhoehe'],
      [{ ...kc, baulaenge: 900 }, 'body.baulaenge'],
    ],
  },
  {
    url: '/portal/api/KCModel/calcOutput',
    body: kc,
    engine: () => calculateKcModel(kc),
    invalid: [
      [{ ...kc, vorlaufTemp_kuehlen: 30 }, 'body.vorlaufTemp_kuehlen'],
      [{ ...kc, luftfeuchte_kuehlen: 120 }, 'body.luftfeuchte_kuehlen'],
      [{ ...kc, leistungsstufe: 9 }, 'body.leistungsstufe'],
    ],
  },
  {
    url: '/portal/api/HPC/calc',
    body: hpc,
    engine: () => calculateHpc(hpc),
    invalid: [
      [{ ...hpc, ruecklaufTemp_heizen: 50 }, 'body.ruecklaufTemp_heizen'],
      [{ ...hpc, baulaenge: 1100 }, 'body.baulaenge'],
    ],
  },
];

export const FAN_CONVECTOR_TEMPLATES = [
  ['/portal/api/KCModel/GetTemplate', '/portal/api/KCModel/calcOutput'],
  ['/portal/api/HPC/GetTemplate', '/portal/api/HPC/calc'],
] as const;

export const FAN_CONVECTOR_EXPORTS = [
  ['KCModel', 'kcModelData', kc],
  ['HPC', 'hpcData', hpc],
] as const;
