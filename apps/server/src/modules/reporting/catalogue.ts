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
import { labelledDataset } from './localized';

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

const canteenOrders = labelledDataset('canteenOrders', {
  from: sql`${orderDetail} join ${userOrder} on ${orderDetail.orderId} = ${userOrder.id} join ${plan} on ${userOrder.planId} = ${plan.id} join ${canteen} on ${userOrder.applicationId} = ${canteen.applicationId}`,
  columns: [
    {
      key: 'canteen',
      type: 'text',
      expression: sql`${canteen.name}`,
    },
    {
      key: 'planDate',
      type: 'date',
      expression: sql`${plan.date}`,
    },
    {
      key: 'orderedAt',
      type: 'timestamp',
      expression: sql`${userOrder.orderTimestamp}`,
      group: false,
    },
    {
      key: 'article',
      type: 'text',
      expression: sql`${orderDetail.articleName}`,
    },
    {
      key: 'quantity',
      type: 'integer',
      expression: sql`${orderDetail.quantity}`,
    },
    {
      key: 'price',
      type: 'number',
      expression: sql`${orderDetail.articlePrice}`,
    },
    {
      key: 'amount',
      type: 'number',
      expression: sql`(${orderDetail.quantity} * ${orderDetail.articlePrice})`,
    },
    {
      key: 'currency',
      type: 'text',
      expression: sql`${canteen.currency}`,
    },
    {
      key: 'pickUpLocation',
      type: 'text',
      expression: sql`${userOrder.pickUpLocation}`,
    },
  ],
});

const canteenArticles = labelledDataset('canteenArticles', {
  from: sql`${article} join ${canteen} on ${article.applicationId} = ${canteen.applicationId}`,
  columns: [
    {
      key: 'canteen',
      type: 'text',
      expression: sql`${canteen.name}`,
    },
    {
      key: 'name',
      type: 'text',
      expression: sql`${article.name}`,
    },
    {
      key: 'description',
      type: 'text',
      expression: sql`${article.description}`,
      group: false,
    },
    {
      key: 'price',
      type: 'number',
      expression: sql`${article.articlePrice}`,
    },
    {
      key: 'isDefault',
      type: 'boolean',
      expression: sql`${article.isDefault}`,
    },
    {
      key: 'deleted',
      type: 'boolean',
      expression: sql`(${article.deletedAt} is not null)`,
    },
    {
      key: 'createdAt',
      type: 'timestamp',
      expression: sql`${article.createdAt}`,
      group: false,
    },
  ],
});

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

const kpiValues = labelledDataset('kpiValues', {
  from: sql`${kpiValue} join ${kpiSite} on ${kpiValue.siteId} = ${kpiSite.id}`,
  requires: 'kpi',
  columns: [
    {
      key: 'site',
      type: 'text',
      expression: sql`${kpiSite.name}`,
    },
    {
      key: 'country',
      type: 'text',
      expression: sql`${kpiSite.country}`,
    },
    {
      key: 'year',
      type: 'integer',
      expression: sql`${kpiValue.year}`,
      aggregates: ['min', 'max', 'countDistinct'],
      noThousandsSeparator: true,
    },
    {
      key: 'calendarWeek',
      type: 'integer',
      expression: sql`${kpiValue.calendarWeek}`,
      aggregates: ['min', 'max', 'countDistinct'],
    },
    {
      key: 'kpi',
      type: 'text',
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
      expression: sql`${kpiValue.unit}`,
      values: KPI_UNIT_NAMES,
      // As with the key figure: the reader picks units by name and never sees the codes.
      comparers: ['eq', 'ne', 'in'],
      aggregates: ['count', 'countDistinct'],
    },
    {
      key: 'targetValue',
      type: 'number',
      expression: sql`${kpiValue.targetValue}`,
    },
    {
      key: 'actualValue',
      type: 'number',
      expression: sql`${kpiValue.actualValue}`,
    },
  ],
});

const portalUsers = labelledDataset('portalUsers', {
  from: sql`${portalUser}`,
  requires: 'users',
  columns: [
    {
      key: 'lastName',
      type: 'text',
      expression: sql`${portalUser.lastName}`,
    },
    {
      key: 'firstName',
      type: 'text',
      expression: sql`${portalUser.firstName}`,
    },
    {
      key: 'email',
      type: 'text',
      expression: sql`${portalUser.email}`,
    },
    {
      key: 'department',
      type: 'text',
      expression: sql`${portalUser.department}`,
    },
    {
      key: 'lastLoginAt',
      type: 'timestamp',
      expression: sql`${portalUser.lastLoginAt}`,
      group: false,
    },
    {
      key: 'createdAt',
      type: 'timestamp',
      expression: sql`${portalUser.createdAt}`,
      group: false,
    },
  ],
});

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
