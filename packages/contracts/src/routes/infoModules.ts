import { safetyTopicNames } from './occupationalSafety';

/**
 * An info-system module (spec §3): a file area the server maps to a folder. Lists sort
 * descending by `sortBy`; a module with `fileName` shows that one file (and its `type`).
 */
export interface InfoModule {
  readonly number: number;
  readonly name: string;
  readonly sortBy: 'lastModified' | 'name';
  readonly fileName?: string;
  readonly type?: string;
}

export const INFO_SORT_DIRECTION = 'desc' as const;
export const INFO_MODULE_MIN = 0;
export const INFO_MODULE_MAX = 76;
/** The occupational-safety topics take modules 23–74, in the tree's order. */
export const SAFETY_MODULE_FIRST = 23;

const PDF = 'application/pdf';
const byDate = 'lastModified' as const;
const byName = 'name' as const;

/** The mapping of spec §3, in the spec's order: number → name, sort, fixed file. */
export const INFO_MODULES: readonly InfoModule[] = [
  { number: 0, name: 'infoSystemsGroupDE', sortBy: byDate },
  { number: 1, name: 'infoSystemsGroupCZ', sortBy: byDate },
  { number: 2, name: 'mealPlan', sortBy: byDate, fileName: 'Speiseplan.pdf', type: PDF },
  { number: 3, name: 'worksCouncil', sortBy: byDate },
  { number: 4, name: 'canteenInfo', sortBy: byDate },
  { number: 5, name: 'events', sortBy: byDate },
  { number: 6, name: 'news', sortBy: byDate },
  { number: 7, name: 'questionsAndAnswers', sortBy: byName },
  { number: 8, name: 'officeHours', sortBy: byName, fileName: 'Sprechzeiten.pdf', type: PDF },
  { number: 9, name: 'links', sortBy: byName },
  { number: 10, name: 'benefits', sortBy: byName },
  { number: 11, name: 'career', sortBy: byDate },
  { number: 12, name: 'hr', sortBy: byName },
  { number: 13, name: 'coronaGroupDE', sortBy: byDate },
  { number: 14, name: 'coronaGroupCZ', sortBy: byDate },
  { number: 15, name: 'coronaArboniaDE', sortBy: byDate },
  { number: 16, name: 'education', sortBy: byName },
  { number: 17, name: 'companyAgreements', sortBy: byName },
  { number: 18, name: 'forms', sortBy: byName },
  { number: 19, name: 'informationAndGuidelines', sortBy: byName },
  { number: 20, name: 'internalJobAdvertisement', sortBy: byDate },
  { number: 21, name: 'regionalNews', sortBy: byDate },
  { number: 22, name: 'photogallery', sortBy: byDate },
  ...safetyTopicNames().map(
    (name, i): InfoModule => ({
      number: SAFETY_MODULE_FIRST + i,
      name,
      sortBy: byName,
      ...(name === 'occupationalSafety.noiseRegister' ? { fileName: 'Laermkataster.pdf', type: PDF } : {}),
    }),
  ),
  { number: 75, name: 'mealPhotos', sortBy: byDate },
  { number: 76, name: 'companyMedicalService', sortBy: byName },
];

const byModuleName = new Map(INFO_MODULES.map((m) => [m.name, m]));
const byModuleNumber = new Map(INFO_MODULES.map((m) => [m.number, m]));

/** The module number of a named module; throws on a typo, so the table cannot name a missing one. */
export function infoModuleNumber(name: string): number {
  const module = byModuleName.get(name);
  if (!module) throw new Error(`Unknown info module: ${name}`);
  return module.number;
}

export function infoModule(number: number): InfoModule | undefined {
  return byModuleNumber.get(number);
}

/** The module an info page shows on a site country (`byCountry` wins over `module`). */
export function infoModuleFor(
  content: { readonly module: number; readonly byCountry?: Readonly<Record<string, number>> },
  country: string,
): number {
  return content.byCountry?.[country.toLowerCase()] ?? content.module;
}
