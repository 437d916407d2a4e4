import {
  API,
  type CustomerNumber,
  type InfoText,
  type Kmat,
  type Locale,
  type ProductGroup,
  type SapConfigResponse,
  type SelectStep,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { ConfigModel, ConfiguratorGateway, CustomerPricing } from '../../erp/configurator-model';
import { identityOf } from '../../http/guard';
import { forbidden, HttpProblem } from '../../http/problem';
import { ConfigInputError, evaluate } from './engine';

/** A configuration request after validation. */
export interface ConfigureRequest {
  readonly bauform: string;
  readonly sprache: Locale;
  readonly kundenNummer?: string | undefined;
  readonly choices: ReadonlyMap<string, string>;
  readonly noPricing: boolean;
}

const unknownKmat = (kmat: string, path: string) =>
  new HttpProblem(400, 'unknown_kmat', `there is no configurable material ${kmat}`, {
    errors: [{ path, message: `unknown KMAT ${kmat}` }],
  });

/** The product configurator's rules (docs/configurator.md): whose prices, and evaluation from scratch. */
export class ConfiguratorService {
  constructor(private readonly erp: ConfiguratorGateway) {}

  productGroups(language: Locale): Promise<ProductGroup[]> {
    return this.erp.configProductGroups(language);
  }

  kmats(productGroup: string | undefined, language: Locale): Promise<Kmat[]> {
    return this.erp.configKmats(productGroup, language);
  }

  async steps(kmat: string, language: Locale): Promise<SelectStep[]> {
    const model = await this.model(kmat, language, 'querystring.bauform');
    return model.steps.map((s) => ({
      step: s.step,
      name: s.name,
      merkmale: model.characteristics.filter((c) => c.step === s.step).map((c) => c.key),
    }));
  }

  customerNumber(request: FastifyRequest): Promise<CustomerNumber> {
    const { principal } = identityOf(request);
    return this.erp.customerOfUser(principal.issuerKey, principal.sub);
  }

  async infoTexts(kmat: string, language: Locale, characteristic?: string): Promise<InfoText[]> {
    const model = await this.model(kmat, language, 'querystring.bauform');
    if (characteristic && !model.characteristics.some((c) => c.key === characteristic))
      throw new HttpProblem(400, 'unknown_characteristic', `${kmat} has no characteristic ${characteristic}`, {
        errors: [{ path: 'querystring.merkmal', message: `unknown characteristic ${characteristic}` }],
      });
    return this.erp.configInfoTexts(kmat, language, characteristic);
  }

  /** Evaluates the request from scratch: nothing the client sends about the state is taken but its choices. */
  async configure(request: FastifyRequest, input: ConfigureRequest, path = 'body'): Promise<SapConfigResponse> {
    const model = await this.model(input.bauform, input.sprache, `${path}.bauform`);
    return this.configureOn(request, model, input, path);
  }

  /** The KMAT's model, or undefined when the ERP no longer has it (a saved configuration reports that). */
  findModel(kmat: string, language: Locale): Promise<ConfigModel | undefined> {
    return this.erp.configModel(kmat, language);
  }

  /** `configure` on a model already read: whose prices, then the engine. */
  async configureOn(
    request: FastifyRequest,
    model: ConfigModel,
    input: ConfigureRequest,
    path = 'body',
  ): Promise<SapConfigResponse> {
    const customer = await this.customerFor(request, input.kundenNummer, model);
    try {
      return evaluate({
        model,
        choices: input.choices,
        language: input.sprache,
        customer,
        noPricing: input.noPricing,
      });
    } catch (error) {
      if (!(error instanceof ConfigInputError)) throw error;
      throw new HttpProblem(400, error.code, error.message, {
        errors: [{ path: `${path}.sapCharacteristics.${error.characteristicKey}`, message: error.message }],
      });
    }
  }

  private async model(kmat: string, language: Locale, path: string): Promise<ConfigModel> {
    const model = await this.erp.configModel(kmat, language);
    if (!model) throw unknownKmat(kmat, path);
    return model;
  }

  /**
   * Whose prices: a user who buys for a customer (a partner) gets that customer's, and may name no
   * other; anyone else may name a customer only when they may read customers (sales staff
   * quoting); without a customer the list price stands.
   */
  private async customerFor(
    request: FastifyRequest,
    named: string | undefined,
    model: ConfigModel,
  ): Promise<CustomerPricing | undefined> {
    const { access } = identityOf(request);
    const own = (await this.customerNumber(request)).kundenNummer;
    if (named !== undefined && named !== own) {
      if (own !== null) throw forbidden('a customer user sees only their own customer’s prices');
      if (!access.granted.has(API.customer.id)) throw forbidden('naming a customer needs the Customer resource');
    }
    const number = named ?? own;
    if (number === null) return undefined;
    const pricing = await this.erp.customerPricing(number, model.productGroup);
    if (!pricing)
      throw new HttpProblem(400, 'unknown_customer', `there is no customer ${number}`, {
        errors: [{ path: 'kundenNummer', message: `unknown customer ${number}` }],
      });
    return pricing;
  }
}
