import type { CharacteristicType, CustomerNumber, InfoText, Kmat, Locale, ProductGroup } from '@portal/contracts';

/**
 * A configurable material (KMAT) as the engine needs it: its steps and characteristics in order,
 * the constraints between them and its price data, with texts in one language (German where a
 * text is missing). Read from the ERP through the gateway; the engine never reads anything else.
 */
export interface ConfigModel {
  readonly kmat: string;
  readonly productGroup: string;
  readonly materialText: string;
  readonly currency: string;
  readonly steps: ReadonlyArray<{ readonly step: number; readonly name: string }>;
  /** In step order, then position. */
  readonly characteristics: readonly ModelCharacteristic[];
  readonly constraints: readonly ModelConstraint[];
  readonly prices: readonly ModelPrice[];
}

export interface ModelCharacteristic {
  readonly key: string;
  readonly name: string;
  readonly step: number;
  readonly type: CharacteristicType;
  readonly unit: string | null;
  readonly hasInfo: boolean;
  /** Choices: the values in order. */
  readonly values: ReadonlyArray<{ readonly key: string; readonly name: string }>;
  /** Numbers: the widest range, on a grid of `increment` from `min`. */
  readonly min: number | null;
  readonly max: number | null;
  readonly increment: number | null;
  readonly defaultValue: string | null;
}

/** Conditions name characteristics of earlier steps (or earlier in the same step), so the walk in order decides each once. */
export type ModelConstraint =
  | {
      readonly kind: 'requires';
      readonly characteristic: string;
      readonly value: string;
      readonly conditionCharacteristic: string;
      readonly conditionValues: readonly string[];
    }
  | {
      readonly kind: 'range';
      readonly characteristic: string;
      readonly conditionCharacteristic: string;
      readonly conditionValues: readonly string[];
      readonly min: number;
      readonly max: number;
    };

export interface ModelPrice {
  readonly kind: 'base' | 'surcharge' | 'per_unit';
  readonly characteristic: string | null;
  readonly value: string | null;
  readonly conditionCharacteristic: string | null;
  readonly conditionValue: string | null;
  readonly amount: number;
}

/** A customer's terms for one product group. */
export interface CustomerPricing {
  readonly number: string;
  readonly name: string;
  readonly discountPercent: number;
}

/** What the configurator asks of the ERP (part of `ErpGateway`, docs/configurator.md). */
export interface ConfiguratorGateway {
  configProductGroups(language: Locale): Promise<ProductGroup[]>;
  configKmats(productGroup: string | undefined, language: Locale): Promise<Kmat[]>;
  /** undefined: no such KMAT. */
  configModel(kmat: string, language: Locale): Promise<ConfigModel | undefined>;
  /** Info texts of a KMAT's characteristics (one when `characteristic` is given), German where missing. */
  configInfoTexts(kmat: string, language: Locale, characteristic?: string): Promise<InfoText[]>;
  /** The customer a portal user buys for, if any. */
  customerOfUser(issuerKey: string, subject: string): Promise<CustomerNumber>;
  /** undefined: no such customer. Discount 0 when the customer has none for the group. */
  customerPricing(customerNumber: string, productGroup: string): Promise<CustomerPricing | undefined>;
}
