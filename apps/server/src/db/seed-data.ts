import { API, type ApiRessource, type FileAreaOwner, UI, type UiRessource } from '@portal/contracts';

/** The one permission set without conditions: a grant through it holds everywhere. */
export const UNRESTRICTED_PERMISSION_SET_ID = '5d1c6c3c-0000-4000-8000-000000000001';

/** Issuer key under which the embedded provider's subjects are stored: one provider, many host names. */
export const EMBEDDED_ISSUER_KEY = 'embedded';

export type SeedRoleKey =
  | 'administrator'
  | 'employee'
  | 'sales'
  | 'kitchen'
  | 'kitchenOwnCanteen'
  | 'partner'
  | 'specialist'
  | 'crmClerk'
  | 'plantManager'
  | 'hrOffice'
  | 'worksCouncil'
  | 'safetyOfficer'
  | 'marketing';

/**
 * The permission set "Eigenes Werk": one data condition `plant = $user`. A KPI edit grant through it
 * edits only the sites whose id is the holder's `plant` attribute (docs/kpi.md).
 */
export const OWN_PLANT_PERMISSION_SET_ID = '5d1c6c3c-0000-4000-8000-000000000002';

/**
 * The permission set "Eigene Kunden": one data condition `customerNumber in $user`. A dealer's order
 * tracking grant through it shows the orders of the customer numbers assigned to the dealer (the
 * attribute `customerNumber`, a comma-separated list; docs/sales.md).
 */
export const OWN_CUSTOMERS_PERMISSION_SET_ID = '5d1c6c3c-0000-4000-8000-000000000003';

/**
 * The permission set "Eigene Kantine": one data condition `canteen = $user`. A kitchen grant through
 * it (articles, plans, everyone's orders) acts only on the canteen whose `applicationId` is the
 * holder's `canteen` attribute (docs/canteen.md).
 */
export const OWN_CANTEEN_PERMISSION_SET_ID = '5d1c6c3c-0000-4000-8000-000000000004';

interface SeedRole {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly roleType: number;
  readonly ui: readonly UiRessource[] | 'all';
  readonly api: readonly ApiRessource[] | 'all';
  /** Grants through a permission set with conditions (the others go through "Uneingeschränkt"). */
  readonly restricted?: readonly { readonly api: ApiRessource; readonly permissionSetId: string }[];
}

const everyone: UiRessource[] = ['home', 'favoriteLink', 'logoutAllowed'];
const personal: ApiRessource[] = ['favorites', 'userParameters'];
const calculators: ApiRessource[] = [
  'buildingCalc',
  'convectorLoadCalc',
  'hpc',
  'kcModel',
  'krn41',
  'krn92',
  'xflair',
  'xflairTausch',
];
const staffUi: UiRessource[] = [
  ...everyone,
  'canteen',
  'hr',
  'occupationalSafety',
  'employeeInfo',
  'worksCouncil',
  'marketing',
  'it',
  'service',
  'quality',
  'accounting',
  'logistic',
  'corona',
  'pm',
];
const staffApi: ApiRessource[] = [...personal, 'orderSystemUserOrder', 'file', 'questionnaire', 'orgs', ...calculators];

/** One permission set per responsible area: `fileArea = <area>`, a condition on the data (type 2). */
export const FILE_AREA_PERMISSION_SETS: Readonly<Record<FileAreaOwner, { id: string; name: string }>> = {
  hr: { id: '5d1c6c3c-0000-4000-8000-000000000011', name: 'Dateibereich Personal' },
  worksCouncil: { id: '5d1c6c3c-0000-4000-8000-000000000012', name: 'Dateibereich Betriebsrat' },
  safety: { id: '5d1c6c3c-0000-4000-8000-000000000013', name: 'Dateibereich Arbeitssicherheit' },
  marketing: { id: '5d1c6c3c-0000-4000-8000-000000000014', name: 'Dateibereich Marketing' },
};

/** Roles the seed creates, holding the resources their names suggest (role type 1: group, 2: external). */
export const SEED_ROLES: Record<SeedRoleKey, SeedRole> = {
  administrator: {
    id: '7a3e0000-0000-4000-8000-000000000001',
    name: 'Administrator',
    description: 'Betreibt das Portal: alle Ressourcen',
    roleType: 1,
    ui: 'all',
    api: 'all',
  },
  employee: {
    id: '7a3e0000-0000-4000-8000-000000000002',
    name: 'Mitarbeiter',
    description: 'Mitarbeitende der Gruppe',
    roleType: 1,
    // The shift figures of the plant are read on the shop floor, by the people who make them.
    ui: [...staffUi, 'productionMenu', 'mesFlash'],
    api: [...staffApi, 'mesTables'],
  },
  sales: {
    id: '7a3e0000-0000-4000-8000-000000000003',
    name: 'Vertrieb',
    description: 'Vertrieb: Vertriebsdaten, Konfigurator, Reporting',
    roleType: 1,
    ui: [
      ...staffUi,
      'sales',
      'salesConfigurator',
      'salesTracking',
      'reporting',
      'shareOptionReporting',
      // Delivery reliability and time are what sales promises customers: they read the plants' KPIs.
      'productionMenu',
      'kpiProductionOverview',
      // Sales engineers design the covers they quote (Cross-Designer, docs/cross-designer.md).
      'crossDesigner',
    ],
    api: [
      ...staffApi,
      'buildingProject',
      'customer',
      'material',
      'orderTracking',
      'salesPerformance',
      'dynamicConfigurator',
      'reporting',
      'reportingMetadata',
      'kpi',
      'crossDesigner',
    ],
  },
  kitchen: {
    id: '7a3e0000-0000-4000-8000-000000000004',
    name: 'Kantine',
    description: 'Kantinenpersonal: Artikel, Speisepläne und Küchenübersicht',
    roleType: 1,
    ui: [...staffUi, 'canteenOrderSystem', 'canteenKitchen'],
    api: [...staffApi, 'orderSystemArticle', 'orderSystemPlan', 'orderSystemOrder'],
  },
  kitchenOwnCanteen: {
    id: '7a3e0000-0000-4000-8000-00000000000d',
    name: 'Küche (eigene Kantine)',
    description:
      'Kantinenpersonal einer Kantine: Artikel, Speisepläne und Küchenübersicht der Kantine im Attribut Kantine',
    roleType: 1,
    ui: [...staffUi, 'canteenOrderSystem', 'canteenKitchen'],
    api: staffApi,
    // Several canteens run on one portal: a site's kitchen changes and reads its own canteen only.
    restricted: [
      { api: 'orderSystemArticle', permissionSetId: OWN_CANTEEN_PERMISSION_SET_ID },
      { api: 'orderSystemPlan', permissionSetId: OWN_CANTEEN_PERMISSION_SET_ID },
      { api: 'orderSystemOrder', permissionSetId: OWN_CANTEEN_PERMISSION_SET_ID },
    ],
  },
  partner: {
    id: '7a3e0000-0000-4000-8000-000000000005',
    name: 'Partner',
    description: 'Partner und Händler: Rechner und Konfigurator',
    roleType: 2,
    ui: [...everyone, 'pm', 'sales', 'salesConfigurator', 'salesTracking'],
    api: [...personal, ...calculators, 'dynamicConfigurator', 'crmUser'],
    // A dealer tracks the orders of the customers assigned to them, never another's.
    restricted: [{ api: 'orderTracking', permissionSetId: OWN_CUSTOMERS_PERMISSION_SET_ID }],
  },
  specialist: {
    id: '7a3e0000-0000-4000-8000-000000000006',
    name: 'Fachhandwerker',
    description: 'Fachpartner: Rechner und Cross-Designer',
    roleType: 2,
    // Trade specialists fit the covers of the trench convectors they install.
    ui: [...everyone, 'pm', 'crossDesigner'],
    api: [...personal, ...calculators, 'crossDesigner', 'crmUser'],
  },
  plantManager: {
    id: '7a3e0000-0000-4000-8000-000000000008',
    name: 'Werksleitung',
    description: 'Leitung eines Werks: pflegt die KPIs des eigenen Werks (Attribut Werk)',
    roleType: 1,
    ui: [...staffUi, 'productionMenu', 'kpiProductionOverview', 'mesFlash'],
    api: [...staffApi, 'kpi', 'mesTables'],
    restricted: [{ api: 'kpiEdit', permissionSetId: OWN_PLANT_PERMISSION_SET_ID }],
  },
  crmClerk: {
    id: '7a3e0000-0000-4000-8000-000000000007',
    name: 'CRM-Sachbearbeitung',
    description: 'Prüft Registrierungen im CRM und schaltet sie frei oder lehnt sie ab',
    roleType: 1,
    ui: [...everyone],
    api: ['crmRegistration'],
  },
  hrOffice: fileKeeper('7a3e0000-0000-4000-8000-000000000009', 'Personalabteilung', 'hr', 'Personal'),
  worksCouncil: fileKeeper('7a3e0000-0000-4000-8000-00000000000a', 'Betriebsrat', 'worksCouncil', 'Betriebsrat'),
  safetyOfficer: fileKeeper(
    '7a3e0000-0000-4000-8000-00000000000b',
    'Sicherheitsfachkraft',
    'safety',
    'Arbeitssicherheit',
  ),
  marketing: fileKeeper('7a3e0000-0000-4000-8000-00000000000c', 'Marketing', 'marketing', 'Marketing'),
};

/**
 * Roles a demo account holds besides its own (applied once): the sales demo also reviews CRM
 * registrations, so the clerk's screen can be tried without another account.
 */
export const DEMO_EXTRA_ROLES: Readonly<Record<string, readonly SeedRoleKey[]>> = {
  sales: ['crmClerk'],
};

export function grantsOf(role: SeedRole): string[] {
  const ui = role.ui === 'all' ? Object.values(UI) : role.ui.map((k) => UI[k]);
  const api = role.api === 'all' ? Object.values(API) : role.api.map((k) => API[k]);
  return [...ui, ...api].map((r) => r.technicalName);
}

export const SEED_ORGS = [
  { id: 1, name: 'Gruppe', isPublic: false },
  { id: 2, name: 'Arbonia', isPublic: false },
  { id: 3, name: 'Prolux', isPublic: false },
  { id: 4, name: 'Koralle', isPublic: false },
  { id: 5, name: 'Fachpartner', isPublic: true },
  { id: 6, name: 'Händler', isPublic: true },
] as const;

/**
 * Attributes a permission-set condition may test (spec: PortalPermission.variableLookup). Company
 * code, country and plant are attributes an administrator assigns (`attribute:`), never user parameters.
 */
export const SEED_PERMISSIONS = [
  {
    id: '9e7a0000-0000-4000-8000-000000000001',
    name: 'Buchungskreis',
    technicalName: 'companyCode',
    variableLookup: 'attribute:companyCode',
    description: 'Buchungskreise, deren Daten der Benutzer sehen darf',
    type: 1,
  },
  {
    id: '9e7a0000-0000-4000-8000-000000000002',
    name: 'Land',
    technicalName: 'country',
    variableLookup: 'attribute:country',
    description: 'Länder, deren Daten der Benutzer sehen darf',
    type: 1,
  },
  {
    id: '9e7a0000-0000-4000-8000-000000000003',
    name: 'Organisation',
    technicalName: 'org',
    variableLookup: 'org',
    description: 'Die Organisation, zu der der Benutzer gehört',
    type: 1,
  },
  {
    id: '9e7a0000-0000-4000-8000-000000000004',
    name: 'Abteilung',
    technicalName: 'department',
    variableLookup: 'claim:department',
    description: 'Abteilung aus der Anmeldung',
    type: 1,
  },
  {
    id: '9e7a0000-0000-4000-8000-000000000005',
    name: 'Werk',
    technicalName: 'plant',
    variableLookup: 'attribute:plant',
    description: 'Werke, deren Daten der Benutzer sehen darf',
    type: 1,
  },
  {
    id: '9e7a0000-0000-4000-8000-000000000006',
    name: 'Personalnummer',
    technicalName: 'personnelNumber',
    variableLookup: 'attribute:personnelNumber',
    // Read by the canteen's payroll statement; as an attribute, user administration assigns it.
    description: 'Personalnummer für die Lohnabrechnung (Kantine)',
    type: 1,
  },
  {
    id: '9e7a0000-0000-4000-8000-000000000007',
    name: 'Dateibereich',
    technicalName: 'fileArea',
    variableLookup: 'attribute:fileArea',
    description: 'Dateibereiche (Personal, Betriebsrat, Arbeitssicherheit, Marketing), die eine Rolle pflegt',
    type: 2,
  },
  {
    id: '9e7a0000-0000-4000-8000-000000000008',
    name: 'Kundennummer',
    technicalName: 'customerNumber',
    variableLookup: 'attribute:customerNumber',
    // A dealer's customers in the ERP: order tracking shows their orders (set "Eigene Kunden").
    description: 'Kundennummern (kommagetrennt), deren Aufträge der Benutzer sehen darf',
    type: 1,
  },
  {
    id: '9e7a0000-0000-4000-8000-000000000009',
    name: 'Kantine',
    technicalName: 'canteen',
    variableLookup: 'attribute:canteen',
    // The canteen (applicationId) whose kitchen the user runs (set "Eigene Kantine").
    description: 'Kantine (applicationId), deren Küche der Benutzer führt',
    type: 2,
  },
] as const;

/**
 * A role that looks after the files of one area: staff pages and calls, plus `api.fileManage`
 * only through its area's permission set, so HR cannot change the works council's files.
 */
function fileKeeper(id: string, name: string, area: FileAreaOwner, areaName: string): SeedRole {
  return {
    id,
    name,
    description: `Pflegt die Dateien des Bereichs ${areaName}: hochladen, ersetzen, löschen`,
    roleType: 1,
    ui: staffUi,
    api: staffApi,
    restricted: [{ api: 'fileManage', permissionSetId: FILE_AREA_PERMISSION_SETS[area].id }],
  };
}

/** The demo dealer's customers: order tracking shows the partner account their orders only. */
export const PARTNER_CUSTOMERS = ['100002', '100003'] as const;

/**
 * Attributes the demo accounts hold, as user administration assigns them (docs/permissions.md).
 * The seeded roles grant without conditions, so they decide nothing until an administrator adds
 * a permission set that tests them.
 */
export const DEMO_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  employee: { country: 'de', personnelNumber: '100234' },
  sales: { companyCode: '1000', country: 'de', personnelNumber: '100871' },
  kitchen: { personnelNumber: '100412' },
  plant: { plant: 'werk-nord', personnelNumber: '100057' },
  // The dealer's two customers in the demo ERP (docs/sales.md).
  partner: { customerNumber: PARTNER_CUSTOMERS.join(',') },
};
