/**
 * The occupational-safety tree of spec §2 as data: the topic pages in menu order. Every entry
 * is an info page (its own info-system module, numbered 23–74 in this order, depth first, a
 * page before its sub-pages); see INFO_MODULES.
 */
export interface SafetyTopic {
  readonly path: string;
  readonly icon: string;
  readonly children?: readonly SafetyTopic[];
}

const leaf = (path: string, icon: string): SafetyTopic => ({ path, icon });

/** About 14 topic pages, as a safety navigator for a manufacturing site names them. */
export const NAVIGATOR_TOPICS: readonly SafetyTopic[] = [
  leaf('fireProtection', 'flame'),
  leaf('hazardousSubstances', 'flask-conical'),
  leaf('personalProtectiveEquipment', 'hard-hat'),
  leaf('machineSafety', 'cog'),
  leaf('electricalSafety', 'zap'),
  leaf('noise', 'volume-2'),
  leaf('laddersAndSteps', 'footprints'),
  leaf('forklifts', 'forklift'),
  leaf('firstAid', 'heart-pulse'),
  leaf('displayScreenWork', 'monitor'),
  leaf('manualHandling', 'package'),
  leaf('cranesAndLiftingGear', 'cable'),
  leaf('trafficRoutes', 'traffic-cone'),
  leaf('inspectionOfWorkEquipment', 'clipboard-check'),
];

/** The legal index: the German acts, ordinances and accident-insurance regulations that apply. */
export const LEGAL_INDEX: readonly SafetyTopic[] = [
  leaf('arbSchG', 'scale'),
  leaf('asiG', 'scale'),
  leaf('betrSichV', 'scale'),
  leaf('gefStoffV', 'scale'),
  leaf('arbStaettV', 'scale'),
  leaf('arbMedVV', 'scale'),
  leaf('laermVibrationsArbSchV', 'scale'),
  leaf('psaBV', 'scale'),
  leaf('lasthandhabV', 'scale'),
  leaf('muSchG', 'scale'),
  leaf('jArbSchG', 'scale'),
  leaf('dguvRegulation1', 'landmark'),
  leaf('dguvRegulation2', 'landmark'),
  leaf('dguvRegulation3', 'landmark'),
];

/** Risk assessments by work area and kind of hazard (9 pages). */
export const RISK_ASSESSMENTS: readonly SafetyTopic[] = [
  leaf('general', 'clipboard-list'),
  leaf('officeWorkplaces', 'monitor'),
  leaf('production', 'factory'),
  leaf('warehouseAndLogistics', 'truck'),
  leaf('maintenance', 'wrench'),
  leaf('paintShop', 'paint-bucket'),
  leaf('welding', 'flame'),
  leaf('externalCompanies', 'users'),
  leaf('mentalStress', 'brain'),
];

export const OCCUPATIONAL_SAFETY_TOPICS: readonly SafetyTopic[] = [
  leaf('executives', 'user-check'),
  leaf('personsResponsibleForOccupationalSafety', 'users-round'),
  {
    path: 'securityOfficer',
    icon: 'shield-plus',
    children: [
      leaf('BGHM', 'landmark'),
      leaf('occupationalSafetyAndHealth', 'shield-check'),
      leaf('furtherInfoForSafetyOfficer', 'info'),
    ],
  },
  leaf('infoSpotSiFa', 'megaphone'),
  leaf('emergencyManagementAndFirstAid', 'siren'),
  { path: 'navigator', icon: 'map', children: NAVIGATOR_TOPICS },
  { path: 'legalIndexOccupationalSafety', icon: 'book-open', children: LEGAL_INDEX },
  leaf('instruction', 'graduation-cap'),
  leaf('noiseRegister', 'volume-x'),
  leaf('ergonomics', 'accessibility'),
  leaf('templates', 'file-pen'),
  { path: 'riskAssessment', icon: 'triangle-alert', children: RISK_ASSESSMENTS },
];

/** Name segments are lower camel case (`BGHM` → `bghm`); paths keep the spec's spelling. */
export function segmentOf(path: string): string {
  return /^[A-Z0-9]+$/.test(path) ? path.toLowerCase() : path;
}

/** Depth-first list of the topics' dotted names below `occupationalSafety`, pages before sub-pages. */
export function safetyTopicNames(topics = OCCUPATIONAL_SAFETY_TOPICS, prefix = 'occupationalSafety'): string[] {
  return topics.flatMap((t) => {
    const name = `${prefix}.${segmentOf(t.path)}`;
    return [name, ...safetyTopicNames(t.children ?? [], name)];
  });
}
