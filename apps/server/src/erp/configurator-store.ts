import type { CustomerNumber, InfoText, Kmat, Locale, ProductGroup } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  erpConfigCharacteristic,
  erpConfigConstraint,
  erpConfigCustomerDiscount,
  erpConfigKmat,
  erpConfigPrice,
  erpConfigProductGroup,
  erpConfigStep,
  erpConfigText,
  erpConfigValue,
  erpCustomer,
  erpCustomerUser,
} from '../db/schema';
import type {
  ConfigModel,
  ConfiguratorGateway,
  CustomerPricing,
  ModelConstraint,
  ModelPrice,
} from './configurator-model';

const FALLBACK: Locale = 'de';
const number = (value: string | null) => (value === null ? null : Number(value));

/** The configurator's part of the ERP stand-in on PostgreSQL (schema `erp`): parameterised queries only. */
export class PgConfiguratorStore implements ConfiguratorGateway {
  constructor(private readonly db: DbOrTx) {}

  /** Texts of these objects in `language`, German where missing; key `objectKey|kind`. */
  private async texts(objectKeys: readonly string[], language: Locale): Promise<Map<string, string>> {
    if (objectKeys.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(erpConfigText)
      .where(
        and(inArray(erpConfigText.objectKey, [...objectKeys]), inArray(erpConfigText.language, [language, FALLBACK])),
      );
    const texts = new Map<string, string>();
    for (const row of rows.sort((a, b) => Number(a.language === language) - Number(b.language === language)))
      texts.set(`${row.objectKey}|${row.kind}`, row.text);
    return texts;
  }

  async configProductGroups(language: Locale): Promise<ProductGroup[]> {
    const groups = await this.db.select().from(erpConfigProductGroup).orderBy(asc(erpConfigProductGroup.position));
    const texts = await this.texts(
      groups.map((g) => `group:${g.key}`),
      language,
    );
    return groups.map((g) => ({
      sparte: g.key,
      spartenName: texts.get(`group:${g.key}|name`) ?? g.key,
      text: texts.get(`group:${g.key}|info`) ?? '',
      reihenfolge: g.position,
    }));
  }

  async configKmats(productGroup: string | undefined, language: Locale): Promise<Kmat[]> {
    const kmats = await this.db
      .select()
      .from(erpConfigKmat)
      .where(productGroup ? eq(erpConfigKmat.productGroup, productGroup) : undefined)
      .orderBy(asc(erpConfigKmat.position));
    const texts = await this.texts(
      kmats.map((k) => `kmat:${k.number}`),
      language,
    );
    return kmats.map((k) => ({
      bauform: k.number,
      sparte: k.productGroup,
      materialText: texts.get(`kmat:${k.number}|name`) ?? k.number,
      text: texts.get(`kmat:${k.number}|info`) ?? '',
      reihenfolge: k.position,
    }));
  }

  async configModel(kmat: string, language: Locale): Promise<ConfigModel | undefined> {
    const [head] = await this.db.select().from(erpConfigKmat).where(eq(erpConfigKmat.number, kmat));
    if (!head) return undefined;
    const [steps, characteristics, values, constraints, prices] = await Promise.all([
      this.db.select().from(erpConfigStep).where(eq(erpConfigStep.kmat, kmat)).orderBy(asc(erpConfigStep.step)),
      this.db
        .select()
        .from(erpConfigCharacteristic)
        .where(eq(erpConfigCharacteristic.kmat, kmat))
        .orderBy(asc(erpConfigCharacteristic.step), asc(erpConfigCharacteristic.position)),
      this.db
        .select()
        .from(erpConfigValue)
        .where(eq(erpConfigValue.kmat, kmat))
        .orderBy(asc(erpConfigValue.characteristic), asc(erpConfigValue.position)),
      this.db
        .select()
        .from(erpConfigConstraint)
        .where(eq(erpConfigConstraint.kmat, kmat))
        .orderBy(asc(erpConfigConstraint.id)),
      this.db.select().from(erpConfigPrice).where(eq(erpConfigPrice.kmat, kmat)).orderBy(asc(erpConfigPrice.id)),
    ]);
    const texts = await this.texts(
      [
        `kmat:${kmat}`,
        ...steps.map((s) => `step:${kmat}:${s.step}`),
        ...characteristics.map((c) => `char:${kmat}:${c.key}`),
        ...values.map((v) => `value:${kmat}:${v.characteristic}:${v.value}`),
      ],
      language,
    );
    return {
      kmat,
      productGroup: head.productGroup,
      materialText: texts.get(`kmat:${kmat}|name`) ?? kmat,
      currency: head.currency,
      steps: steps.map((s) => ({ step: s.step, name: texts.get(`step:${kmat}:${s.step}|name`) ?? String(s.step) })),
      characteristics: characteristics.map((c) => ({
        key: c.key,
        name: texts.get(`char:${kmat}:${c.key}|name`) ?? c.key,
        step: c.step,
        type: c.type === 'number' ? 'number' : 'choice',
        unit: c.unit,
        hasInfo: texts.has(`char:${kmat}:${c.key}|info`),
        values: values
          .filter((v) => v.characteristic === c.key)
          .map((v) => ({ key: v.value, name: texts.get(`value:${kmat}:${c.key}:${v.value}|name`) ?? v.value })),
        min: number(c.min),
        max: number(c.max),
        increment: number(c.increment),
        defaultValue: c.defaultValue,
      })),
      constraints: constraints.map(
        (r): ModelConstraint =>
          r.kind === 'range'
            ? {
                kind: 'range',
                characteristic: r.characteristic,
                conditionCharacteristic: r.conditionCharacteristic,
                conditionValues: r.conditionValues,
                min: Number(r.min),
                max: Number(r.max),
              }
            : {
                kind: 'requires',
                characteristic: r.characteristic,
                value: r.value ?? '',
                conditionCharacteristic: r.conditionCharacteristic,
                conditionValues: r.conditionValues,
              },
      ),
      prices: prices.map(
        (p): ModelPrice => ({
          kind: p.kind as ModelPrice['kind'],
          characteristic: p.characteristic,
          value: p.value,
          conditionCharacteristic: p.conditionCharacteristic,
          conditionValue: p.conditionValue,
          amount: Number(p.amount),
        }),
      ),
    };
  }

  async configInfoTexts(kmat: string, language: Locale, characteristic?: string): Promise<InfoText[]> {
    const characteristics = await this.db
      .select({ key: erpConfigCharacteristic.key })
      .from(erpConfigCharacteristic)
      .where(
        and(
          eq(erpConfigCharacteristic.kmat, kmat),
          characteristic ? eq(erpConfigCharacteristic.key, characteristic) : undefined,
        ),
      )
      .orderBy(asc(erpConfigCharacteristic.step), asc(erpConfigCharacteristic.position));
    const rows = await this.db
      .select()
      .from(erpConfigText)
      .where(
        and(
          inArray(
            erpConfigText.objectKey,
            characteristics.map((c) => `char:${kmat}:${c.key}`),
          ),
          eq(erpConfigText.kind, 'info'),
          inArray(erpConfigText.language, [language, FALLBACK]),
        ),
      );
    return characteristics.flatMap((c) => {
      const own = rows.find((r) => r.objectKey === `char:${kmat}:${c.key}` && r.language === language);
      const german = rows.find((r) => r.objectKey === `char:${kmat}:${c.key}` && r.language === FALLBACK);
      const found = own ?? german;
      return found ? [{ merkmal: c.key, language: found.language as Locale, text: found.text }] : [];
    });
  }

  async customerOfUser(issuerKey: string, subject: string): Promise<CustomerNumber> {
    const [row] = await this.db
      .select({ kundenNummer: erpCustomer.number, name: erpCustomer.name })
      .from(erpCustomerUser)
      .innerJoin(erpCustomer, eq(erpCustomer.number, erpCustomerUser.customerNumber))
      .where(and(eq(erpCustomerUser.issuerKey, issuerKey), eq(erpCustomerUser.subject, subject)));
    return row ?? { kundenNummer: null, name: null };
  }

  async customerPricing(customerNumber: string, productGroup: string): Promise<CustomerPricing | undefined> {
    const [row] = await this.db
      .select({ number: erpCustomer.number, name: erpCustomer.name, percent: erpConfigCustomerDiscount.percent })
      .from(erpCustomer)
      .leftJoin(
        erpConfigCustomerDiscount,
        and(
          eq(erpConfigCustomerDiscount.customerNumber, erpCustomer.number),
          eq(erpConfigCustomerDiscount.productGroup, productGroup),
        ),
      )
      .where(eq(erpCustomer.number, customerNumber));
    return row ? { number: row.number, name: row.name, discountPercent: Number(row.percent ?? 0) } : undefined;
  }
}
