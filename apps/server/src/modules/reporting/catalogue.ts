import {
  AGGREGATES_BY_TYPE,
  API,
  type ApiRessource,
  COMPARERS_BY_TYPE,
  type FilterComparer,
  KPI_LABELS,
  KPI_NAMES,
  KPI_UNIT_LABELS,
  KPI_UNITS,
  LOCALES,
  type LocalizedText,
  type ReportAggregate,
  type ReportColumnMeta,
  type ReportColumnType,
  type ReportDataset,
  type ReportDatasetSummary,
  type ReportValueName,
} from '@portal/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { article, canteen, kpiSite, kpiValue, orderDetail, plan, portalUser, userOrder } from '../../db/schema';
import { ERP_DATASETS } from './erp-datasets';
import { text } from './localized';

/**
 * The server-side catalogue of datasets (T25): the only place where table and column names of a
 * report come from. A report names a dataset by id and columns by key; the compiler looks both up
 * here and never puts a caller's text into SQL. A dataset is a FROM clause (a table, a view or a
 * fixed join) and its columns, each an SQL expression with a type, labels in the five languages
 * and what it may be used for. Another source (the ERP stand-in's sales data) is one more entry.
 */

export interface CatalogueColumn {
  readonly key: string;
  readonly type: ReportColumnType;
  readonly label: LocalizedText;
  /** The expression, built from the schema's own columns (drizzle quotes them). */
  readonly expression: SQL;
  readonly show?: boolean;
  readonly filter?: boolean;
  readonly group?: boolean;
  readonly sort?: boolean;
  /** Aggregates offered; defaults to those that fit the type, `[]` for none. */
  readonly aggregates?: readonly ReportAggregate[];
  /** Comparers offered; defaults to those of the type. */
  readonly comparers?: readonly FilterComparer[];
  /**
   * The column holds codes: each with its name. A filter's value must be one of the codes; the
   * screen and the exports show the names (namedCell).
   */
  readonly values?: readonly ReportValueName[];
  /** A number that names rather than counts (a year): its value, minimum and maximum are written without thousands separators. */
  readonly noThousandsSeparator?: true;
}

export interface CatalogueDataset {
  readonly id: string;
  readonly label: LocalizedText;
  readonly description: LocalizedText;
  readonly from: SQL;
  /** A condition every row of the dataset must meet (for example: not deleted). */
  readonly where?: SQL;
  /** An API resource the caller must hold besides api.reporting to see and run the dataset. */
  readonly requires?: ApiRessource;
  /**
   * Row restrictions: the columns the data conditions of the caller's grants of `requires` apply
   * to (`companyCode`, `branchCode`, `country`; docs/permissions.md). A row shows when one grant's
   * conditions hold, as on the screens of that resource; an attribute not named here holds nowhere.
   */
  readonly rows?: Readonly<Record<string, SQLWrapper>>;
  readonly columns: readonly CatalogueColumn[];
}

const canteenOrders: CatalogueDataset = {
  id: 'canteenOrders',
  label: text(
    'Kantine: Bestellungen',
    'Canteen: orders',
    'Jídelna: objednávky',
    'Cantine : commandes',
    'Mensa: ordini',
  ),
  description: text(
    'Bestellte Artikel je Bestellung, mit Menge, Preis und Betrag (ohne Personenangaben).',
    'Ordered articles per order, with quantity, price and amount (no personal data).',
    'Objednané položky podle objednávky, s množstvím, cenou a částkou (bez osobních údajů).',
    'Articles commandés par commande, avec quantité, prix et montant (sans données personnelles).',
    'Articoli ordinati per ordine, con quantità, prezzo e importo (senza dati personali).',
  ),
  from: sql`${orderDetail} join ${userOrder} on ${orderDetail.orderId} = ${userOrder.id} join ${plan} on ${userOrder.planId} = ${plan.id} join ${canteen} on ${userOrder.applicationId} = ${canteen.applicationId}`,
  columns: [
    {
      key: 'canteen',
      type: 'text',
      label: text('Kantine', 'Canteen', 'Jídelna', 'Cantine', 'Mensa'),
      expression: sql`${canteen.name}`,
    },
    {
      key: 'planDate',
      type: 'date',
      label: text('Speiseplan-Tag', 'Menu day', 'Den jídelníčku', 'Jour du menu', 'Giorno del menù'),
      expression: sql`${plan.date}`,
    },
    {
      key: 'orderedAt',
      type: 'timestamp',
      label: text('Bestellt am', 'Ordered at', 'Objednáno', 'Commandé le', 'Ordinato il'),
      expression: sql`${userOrder.orderTimestamp}`,
      group: false,
    },
    {
      key: 'article',
      type: 'text',
      label: text('Artikel', 'Article', 'Položka', 'Article', 'Articolo'),
      expression: sql`${orderDetail.articleName}`,
    },
    {
      key: 'quantity',
      type: 'integer',
      label: text('Menge', 'Quantity', 'Množství', 'Quantité', 'Quantità'),
      expression: sql`${orderDetail.quantity}`,
    },
    {
      key: 'price',
      type: 'number',
      label: text('Preis', 'Price', 'Cena', 'Prix', 'Prezzo'),
      expression: sql`${orderDetail.articlePrice}`,
    },
    {
      key: 'amount',
      type: 'number',
      label: text('Betrag', 'Amount', 'Částka', 'Montant', 'Importo'),
      expression: sql`(${orderDetail.quantity} * ${orderDetail.articlePrice})`,
    },
    {
      key: 'currency',
      type: 'text',
      label: text('Währung', 'Currency', 'Měna', 'Devise', 'Valuta'),
      expression: sql`${canteen.currency}`,
    },
    {
      key: 'pickUpLocation',
      type: 'text',
      label: text('Abholort', 'Pick-up location', 'Místo vyzvednutí', 'Lieu de retrait', 'Luogo di ritiro'),
      expression: sql`${userOrder.pickUpLocation}`,
    },
  ],
};

const canteenArticles: CatalogueDataset = {
  id: 'canteenArticles',
  label: text('Kantine: Artikel', 'Canteen: articles', 'Jídelna: položky', 'Cantine : articles', 'Mensa: articoli'),
  description: text(
    'Die Artikel der Kantinen mit Preis; gelöschte Artikel sind markiert.',
    'The canteens’ articles with their price; deleted articles are marked.',
    'Položky jídelen s cenou; smazané položky jsou označeny.',
    'Les articles des cantines avec leur prix ; les articles supprimés sont signalés.',
    'Gli articoli delle mense con il prezzo; quelli eliminati sono segnalati.',
  ),
  from: sql`${article} join ${canteen} on ${article.applicationId} = ${canteen.applicationId}`,
  columns: [
    {
      key: 'canteen',
      type: 'text',
      label: text('Kantine', 'Canteen', 'Jídelna', 'Cantine', 'Mensa'),
      expression: sql`${canteen.name}`,
    },
    {
      key: 'name',
      type: 'text',
      label: text('Artikel', 'Article', 'Položka', 'Article', 'Articolo'),
      expression: sql`${article.name}`,
    },
    {
      key: 'description',
      type: 'text',
      label: text('Beschreibung', 'Description', 'Popis', 'Description', 'Descrizione'),
      expression: sql`${article.description}`,
      group: false,
    },
    {
      key: 'price',
      type: 'number',
      label: text('Preis', 'Price', 'Cena', 'Prix', 'Prezzo'),
      expression: sql`${article.articlePrice}`,
    },
    {
      key: 'isDefault',
      type: 'boolean',
      label: text('Standardartikel', 'Standard article', 'Standardní položka', 'Article standard', 'Articolo standard'),
      expression: sql`${article.isDefault}`,
    },
    {
      key: 'deleted',
      type: 'boolean',
      label: text('Gelöscht', 'Deleted', 'Smazáno', 'Supprimé', 'Eliminato'),
      expression: sql`(${article.deletedAt} is not null)`,
    },
    {
      key: 'createdAt',
      type: 'timestamp',
      label: text('Angelegt am', 'Created at', 'Vytvořeno', 'Créé le', 'Creato il'),
      expression: sql`${article.createdAt}`,
      group: false,
    },
  ],
};

/** A column's codes with their names in every language, from a table of names by language. */
function valueNames<C extends string>(
  codes: readonly C[],
  names: Readonly<Record<(typeof LOCALES)[number], Readonly<Record<C, string>>>>,
): readonly ReportValueName[] {
  return codes.map((code) => ({
    value: code,
    label: Object.fromEntries(LOCALES.map((locale) => [locale, names[locale][code]])) as LocalizedText,
  }));
}

/** The key figures and their units by their database codes, named as the KPI screens name them. */
const KPI_VALUE_NAMES = valueNames(KPI_NAMES, KPI_LABELS);
const KPI_UNIT_NAMES = valueNames(KPI_UNITS, KPI_UNIT_LABELS);

const kpiValues: CatalogueDataset = {
  id: 'kpiValues',
  label: text(
    'Produktion: KPI-Werte',
    'Production: KPI values',
    'Výroba: hodnoty KPI',
    'Production : valeurs KPI',
    'Produzione: valori KPI',
  ),
  description: text(
    'Ziel- und Istwerte der Werke je Kalenderwoche.',
    'Target and actual values of the plants per calendar week.',
    'Cílové a skutečné hodnoty závodů po kalendářních týdnech.',
    'Valeurs cibles et réelles des usines par semaine calendaire.',
    'Valori obiettivo ed effettivi degli stabilimenti per settimana.',
  ),
  from: sql`${kpiValue} join ${kpiSite} on ${kpiValue.siteId} = ${kpiSite.id}`,
  requires: 'kpi',
  columns: [
    {
      key: 'site',
      type: 'text',
      label: text('Werk', 'Plant', 'Závod', 'Usine', 'Stabilimento'),
      expression: sql`${kpiSite.name}`,
    },
    {
      key: 'country',
      type: 'text',
      label: text('Land', 'Country', 'Země', 'Pays', 'Paese'),
      expression: sql`${kpiSite.country}`,
    },
    {
      key: 'year',
      type: 'integer',
      label: text('Jahr', 'Year', 'Rok', 'Année', 'Anno'),
      expression: sql`${kpiValue.year}`,
      aggregates: ['min', 'max', 'countDistinct'],
      noThousandsSeparator: true,
    },
    {
      key: 'calendarWeek',
      type: 'integer',
      label: text('Kalenderwoche', 'Calendar week', 'Kalendářní týden', 'Semaine', 'Settimana'),
      expression: sql`${kpiValue.calendarWeek}`,
      aggregates: ['min', 'max', 'countDistinct'],
    },
    {
      key: 'kpi',
      type: 'text',
      label: text('Kennzahl', 'Key figure', 'Ukazatel', 'Indicateur', 'Indicatore'),
      expression: sql`${kpiValue.kpi}`,
      values: KPI_VALUE_NAMES,
      // A filter picks key figures by name; a text search would look at the keys the reader never sees.
      comparers: ['eq', 'ne', 'in'],
      // The least or greatest key figure would be the first or last key in the alphabet, not a figure's.
      aggregates: ['count', 'countDistinct'],
    },
    {
      key: 'unit',
      type: 'text',
      label: text('Einheit', 'Unit', 'Jednotka', 'Unité', 'Unità'),
      expression: sql`${kpiValue.unit}`,
      values: KPI_UNIT_NAMES,
      // As with the key figure: the reader picks units by name and never sees the codes.
      comparers: ['eq', 'ne', 'in'],
      aggregates: ['count', 'countDistinct'],
    },
    {
      key: 'targetValue',
      type: 'number',
      label: text('Ziel', 'Target', 'Cíl', 'Objectif', 'Obiettivo'),
      expression: sql`${kpiValue.targetValue}`,
    },
    {
      key: 'actualValue',
      type: 'number',
      label: text('Ist', 'Actual', 'Skutečnost', 'Réel', 'Effettivo'),
      expression: sql`${kpiValue.actualValue}`,
    },
  ],
};

const portalUsers: CatalogueDataset = {
  id: 'portalUsers',
  label: text('Portal: Benutzer', 'Portal: users', 'Portál: uživatelé', 'Portail : utilisateurs', 'Portale: utenti'),
  description: text(
    'Die Benutzer des Portals mit Abteilung und letzter Anmeldung (nur für die Benutzerverwaltung).',
    'The portal’s users with department and last sign-in (user administration only).',
    'Uživatelé portálu s oddělením a posledním přihlášením (jen pro správu uživatelů).',
    'Les utilisateurs du portail avec service et dernière connexion (administration des utilisateurs seulement).',
    'Gli utenti del portale con reparto e ultimo accesso (solo per l’amministrazione utenti).',
  ),
  from: sql`${portalUser}`,
  requires: 'users',
  columns: [
    {
      key: 'lastName',
      type: 'text',
      label: text('Nachname', 'Last name', 'Příjmení', 'Nom', 'Cognome'),
      expression: sql`${portalUser.lastName}`,
    },
    {
      key: 'firstName',
      type: 'text',
      label: text('Vorname', 'First name', 'Jméno', 'Prénom', 'Nome'),
      expression: sql`${portalUser.firstName}`,
    },
    {
      key: 'email',
      type: 'text',
      label: text('E-Mail', 'E-mail', 'E-mail', 'E-mail', 'E-mail'),
      expression: sql`${portalUser.email}`,
    },
    {
      key: 'department',
      type: 'text',
      label: text('Abteilung', 'Department', 'Oddělení', 'Service', 'Reparto'),
      expression: sql`${portalUser.department}`,
    },
    {
      key: 'lastLoginAt',
      type: 'timestamp',
      label: text('Letzte Anmeldung', 'Last sign-in', 'Poslední přihlášení', 'Dernière connexion', 'Ultimo accesso'),
      expression: sql`${portalUser.lastLoginAt}`,
      group: false,
    },
    {
      key: 'createdAt',
      type: 'timestamp',
      label: text('Angelegt am', 'Created at', 'Vytvořeno', 'Créé le', 'Creato il'),
      expression: sql`${portalUser.createdAt}`,
      group: false,
    },
  ],
};

/** The datasets, in the order the report builder offers them. */
export const CATALOGUE: readonly CatalogueDataset[] = [
  canteenOrders,
  canteenArticles,
  kpiValues,
  ...ERP_DATASETS,
  portalUsers,
];

export function datasetById(
  id: string,
  catalogue: readonly CatalogueDataset[] = CATALOGUE,
): CatalogueDataset | undefined {
  return catalogue.find((d) => d.id === id);
}

export function columnOf(dataset: CatalogueDataset, key: string): CatalogueColumn | undefined {
  return dataset.columns.find((c) => c.key === key);
}

/** Whether a caller holding these resource ids may see and run the dataset. */
export function mayUseDataset(dataset: CatalogueDataset, granted: ReadonlySet<string>): boolean {
  return dataset.requires === undefined || granted.has(API[dataset.requires].id);
}

export function columnMeta(column: CatalogueColumn): ReportColumnMeta {
  return {
    key: column.key,
    type: column.type,
    label: column.label,
    show: column.show ?? true,
    filter: column.filter ?? true,
    group: column.group ?? true,
    sort: column.sort ?? true,
    aggregates: [...(column.aggregates ?? AGGREGATES_BY_TYPE[column.type])],
    comparers: column.filter === false ? [] : [...(column.comparers ?? COMPARERS_BY_TYPE[column.type])],
    ...(column.values ? { values: [...column.values] } : {}),
  };
}

export function datasetSummary(dataset: CatalogueDataset): ReportDatasetSummary {
  return { queryId: dataset.id, name: dataset.label.de, label: dataset.label, description: dataset.description };
}

export function datasetMeta(dataset: CatalogueDataset): ReportDataset {
  return { ...datasetSummary(dataset), columns: dataset.columns.map(columnMeta) };
}
