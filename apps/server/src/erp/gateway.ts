import type {
  BuildingProject,
  Customer,
  KeyName,
  Material,
  OrderDelivery,
  OrderTrackingResult,
  ProductState,
  SalesCurrency,
  SalesGrouping,
  SalesKeyFigure,
  SalesOrderDetail,
  SalesPerformanceFilter,
} from '@portal/contracts';
import type { Condition } from '../modules/access/service';
import type { ConfiguratorGateway } from './configurator-model';

/**
 * What the portal asks of the ERP (READING: SAP ERP stands in as schema `erp`). The PostgreSQL
 * implementation is `PgErpGateway`; an SAP adapter implements the same interface later. Every
 * call carries the caller's row visibility (the data conditions of their grants, docs/permissions.md):
 * an implementation shows only rows for which one alternative's conditions all hold, over the
 * attributes `companyCode`, `country` and `branchCode` where the rows have them. The product
 * configurator's calls (docs/configurator.md) are part of it.
 */
export interface ErpGateway extends ConfiguratorGateway {
  productStates(): Promise<ProductState[]>;
  buildingProjects(query: BuildingProjectQuery): Promise<BuildingProject[]>;
  searchCustomers(query: CustomerSearch): Promise<Customer[]>;
  searchMaterials(query: MaterialSearch): Promise<Material[]>;
  trackOrders(query: OrderTrackingQuery): Promise<OrderTrackingResult>;
  order(orderNumber: string, visibility: Visibility): Promise<ErpOrder | undefined>;
  /** An order's deliveries with carrier, tracking number and link; ask only for an order `order` answered. */
  orderDeliveries(orderNumber: string): Promise<OrderDelivery[]>;
  /** The company as its documents are headed: name and country (the code itself and no country when unknown). */
  company(companyCode: string): Promise<{ name: string; country: string }>;
  /** One key figure summed per group over the months of `period` (both ends included), with its comparison, a page at a time. */
  salesTotals(query: SalesTotalsQuery): Promise<SalesTotals>;
  salesFilterValues(visibility: Visibility): Promise<SalesPerformanceFilterValues>;
  /**
   * The given customers and the branch customers beneath them (the customer hierarchy: a branch's
   * head office, `parent_number`), those the visibility shows, by number.
   */
  customerFamilies(numbers: readonly string[], visibility: Visibility): Promise<CustomerFamilyMember[]>;
  /** When the sales facts last changed (ISO timestamp, the report's lastReleaseDate); null before the first load. */
  salesReleaseDate(): Promise<string | null>;
}

/** A customer of a head office's family: the head office (no parent) or one of its branches. */
export interface CustomerFamilyMember {
  readonly number: string;
  readonly name: string;
  readonly city: string;
  /** The head office of a branch; null for a customer that is none. */
  readonly parentNumber: string | null;
}

/** One order with its lines as the ERP holds it; deliveries and documents are asked for apart. */
export type ErpOrder = Omit<SalesOrderDetail, 'deliveries' | 'documents'>;

/** Alternatives of conditions (one must hold entirely); [] shows nothing, [[]] everything. */
export type Visibility = ReadonlyArray<readonly Condition[]>;

export const SHOWS_EVERYTHING: Visibility = [[]];

export interface BuildingProjectQuery {
  readonly number?: string | undefined;
  /** Anywhere in the project's name, ignoring case (`*` a wildcard). */
  readonly name?: string | undefined;
  /** Projects with a product group in this state. */
  readonly stateKey?: string | undefined;
  readonly companyCode?: string | undefined;
  readonly branchCode?: string | undefined;
  readonly visibility: Visibility;
}

/** Text criteria match anywhere in the field (`*` is a wildcard); numbers match from the start. */
export interface SearchCommon {
  readonly number?: string | undefined;
  readonly companyCode?: string | undefined;
  readonly type?: string | undefined;
  /** Also find records whose text is only similar (typing errors, umlauts written out). */
  readonly fuzzy: boolean;
  /** The lowest score (0–100) a result needs. */
  readonly minScore: number;
  readonly top: number;
  readonly visibility: Visibility;
}

export interface CustomerSearch extends SearchCommon {
  readonly name?: string | undefined;
  readonly name2?: string | undefined;
  readonly city?: string | undefined;
  readonly street?: string | undefined;
  readonly accountGroups?: readonly string[] | undefined;
}

export interface MaterialSearch extends SearchCommon {
  readonly name?: string | undefined;
  /** The language of the names (de, en, cs, fr, it); German where a name is missing. */
  readonly language: string;
}

export interface OrderTrackingQuery {
  readonly companyCode?: string | undefined;
  readonly orderNumber?: string | undefined;
  readonly abNumber?: string | undefined;
  readonly customerNumber?: string | undefined;
  readonly materialNumber?: string | undefined;
  readonly statusKeys?: readonly string[] | undefined;
  readonly salesGroupKeys?: readonly string[] | undefined;
  /** Whether service lines (material type DIEN) count for the material criteria. */
  readonly searchServices: boolean;
  readonly materialSearchCode?: string | undefined;
  /** Order dates from/to, ISO dates, both included. */
  readonly orderDateFrom?: string | undefined;
  readonly orderDateTo?: string | undefined;
  readonly limit: number;
  readonly visibility: Visibility;
}

export interface SalesFilters {
  readonly companyCodes?: readonly string[] | undefined;
  readonly branchCodes?: readonly string[] | undefined;
  readonly countries?: readonly string[] | undefined;
  readonly marketAreas?: readonly string[] | undefined;
  readonly partnerCompanies?: readonly string[] | undefined;
  readonly customerHierarchies?: readonly string[] | undefined;
  readonly territoriesHT?: readonly string[] | undefined;
  readonly territoriesSAN?: readonly string[] | undefined;
  readonly regionsHT?: readonly string[] | undefined;
  readonly regionsSAN?: readonly string[] | undefined;
  /** true: only valid facts; false: all facts, including those flagged invalid (cancellations, corrections). */
  readonly isValid: boolean;
}

/** Where a page of groups ends: the next page starts after this group (keyset paging). */
export interface SalesCursor {
  readonly key: string;
  /** The group's value as the database wrote it (decimal text). */
  readonly value: string;
}

export interface SalesTotalsQuery {
  readonly keyFigure: SalesKeyFigure;
  readonly currency: SalesCurrency;
  readonly grouping: SalesGrouping;
  /** First days of the first and the last month. */
  readonly period: { readonly from: string; readonly to: string };
  /** The same months a year earlier (first days of its first and last month), or the budget. */
  readonly compare?:
    | { readonly kind: 'PreviousYear'; readonly from: string; readonly to: string }
    | { readonly kind: 'Budget' }
    | undefined;
  readonly filters: SalesFilters;
  readonly visibility: Visibility;
  /** At most `size` groups, after `after` in the answer's order; every group without it. */
  readonly page?: { readonly size: number; readonly after?: SalesCursor | undefined } | undefined;
  /** `facts`: sum the facts themselves instead of the monthly rollups (the reference the rollups are tested against). */
  readonly source?: 'rollups' | 'facts' | undefined;
  /** Only these customers (a head office and its branches); by customer only. */
  readonly customers?: readonly string[] | undefined;
}

export interface SalesTotal {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** The comparison's value for the group; null without comparison (or without a budget for this grouping). */
  readonly previous: number | null;
}

export interface SalesTotals {
  /** The page of groups: by month in order of months, else the largest value first. */
  readonly rows: SalesTotal[];
  /** Over all groups, not only the page. */
  readonly total: { readonly value: number; readonly previous: number | null };
  /** How many groups there are in all. */
  readonly groups: number;
  readonly next: SalesCursor | null;
}

export type SalesPerformanceFilterValues = Omit<
  SalesPerformanceFilter,
  'keyFigures' | 'rangeTypes' | 'groupings' | 'compareTypes' | 'currencies'
> & { readonly companyCodes: KeyName[] };

/** Material type of services (installation, commissioning): left out of material searches unless asked for. */
export const SERVICE_MATERIAL_TYPE = 'DIEN';
