import {
  type Locale,
  SAVED_CONFIGURATION_LIMITS,
  type SapConfigResponse,
  type SavedConfiguration,
  type SavedConfigurationCreate,
  type SavedConfigurationIssue,
  type SavedConfigurationOpened,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { type Db, type DbOrTx, sqlState, type Tx } from '../../db/client';
import type { ConfiguratorGateway } from '../../erp/configurator-model';
import { assertCurrent, etagOf, type Version } from '../../http/etag';
import { currentUserId } from '../../http/guard';
import { HttpProblem, notFound } from '../../http/problem';
import { logOtherUsersObject } from '../access/service';
import { ConfigInputError, checkChoices } from './engine';
import * as store from './saved-store';
import type { ConfiguratorService } from './service';

const nameTaken = () =>
  new HttpProblem(409, 'configuration_name_taken', 'you already have a saved configuration of this name', {
    errors: [{ path: 'body.name', message: 'name in use' }],
  });

/**
 * Saved configurations (docs/configurator.md): a user keeps complete configurations under a name,
 * and opens them again priced with today's prices. Each belongs to the user who saved it, taken
 * from the token: another user's id is answered like one that does not exist (T20).
 */
export class SavedConfigurationService {
  constructor(
    private readonly db: Db,
    private readonly configurator: ConfiguratorService,
    private readonly erp: ConfiguratorGateway,
  ) {}

  async list(request: FastifyRequest, language: Locale): Promise<SavedConfiguration[]> {
    const rows = await store.listSaved(this.db, currentUserId(request));
    if (rows.length === 0) return [];
    const texts = new Map((await this.erp.configKmats(undefined, language)).map((k) => [k.bauform, k.materialText]));
    return rows.map((row) => toSaved(row, texts.get(row.bauform) ?? row.bauform));
  }

  /**
   * Evaluates the configuration to save, as the configurator would: only a complete one without
   * conflicts is kept, with the variant, price and customer the server worked out, never the client's.
   */
  async evaluateForSaving(request: FastifyRequest, input: SavedConfigurationCreate): Promise<SapConfigResponse> {
    const evaluated = await this.configurator.configure(request, {
      bauform: input.bauform,
      sprache: input.sprache ?? 'de',
      kundenNummer: input.kundenNummer,
      choices: new Map((input.sapCharacteristics ?? []).map((c) => [c.characteristicKey, c.valueKey])),
      noPricing: false,
    });
    if (!evaluated.complete || !evaluated.price || !evaluated.materialVariante) {
      const open = evaluated.sapCharacteristics.filter((c) => c.conflict !== null || c.valueKey === null);
      throw new HttpProblem(400, 'configuration_incomplete', 'only a complete configuration can be saved', {
        errors: open.map((c) => ({
          path: `body.sapCharacteristics.${c.characteristicKey}`,
          message: c.conflict ?? 'no value chosen',
        })),
      });
    }
    return evaluated;
  }

  /** Keeps an evaluated configuration for the caller; inside the Idempotency-Key's transaction. */
  async create(
    tx: Tx,
    request: FastifyRequest,
    name: string,
    evaluated: SapConfigResponse,
  ): Promise<SavedConfiguration> {
    const ownerId = currentUserId(request);
    await store.lockOwner(tx, ownerId);
    if ((await store.countSaved(tx, ownerId)) >= SAVED_CONFIGURATION_LIMITS.maxPerUser)
      throw new HttpProblem(
        409,
        'saved_configuration_limit',
        `at most ${SAVED_CONFIGURATION_LIMITS.maxPerUser} saved configurations per user: delete one first`,
      );
    if (await store.nameTaken(tx, ownerId, name)) throw nameTaken();
    try {
      const row = await store.insertSaved(tx, {
        ownerId,
        name,
        kundenNummer: evaluated.kundenNummer,
        bauform: evaluated.bauform,
        sapCharacteristics: evaluated.sapCharacteristics.map((c) => ({
          characteristicKey: c.characteristicKey,
          valueKey: c.valueKey ?? '',
        })),
        materialVariante: evaluated.materialVariante ?? '',
        priceBrutto: evaluated.price?.brutto ?? 0,
        priceNetto: evaluated.price?.netto ?? 0,
        currency: evaluated.price?.currency ?? '',
      });
      return toSaved(row, evaluated.materialText);
    } catch (error) {
      if (sqlState(error) === '23505') throw nameTaken();
      throw error;
    }
  }

  /**
   * Opens a saved configuration: the engine evaluates the saved values again with today's model and
   * prices. A value the model no longer has is left out and reported; one it has but no longer
   * allows stays in force as a conflict and is reported too. Nothing is dropped silently.
   */
  async open(request: FastifyRequest, id: string, language: Locale): Promise<SavedConfigurationOpened> {
    const row = await store.findSaved(this.db, currentUserId(request), id);
    if (!row) throw await this.notFound(request, id);
    const model = await this.configurator.findModel(row.bauform, language);
    if (!model)
      return {
        ...toSaved(row, row.bauform),
        configuration: null,
        issues: [{ code: 'unknown_kmat', characteristicKey: null, valueKey: null, message: `${row.bauform} is gone` }],
        priceChanged: false,
      };
    const issues: SavedConfigurationIssue[] = [];
    const choices = new Map<string, string>();
    for (const { characteristicKey, valueKey } of row.sapCharacteristics) {
      try {
        checkChoices(model, new Map([[characteristicKey, valueKey]]));
        choices.set(characteristicKey, valueKey);
      } catch (error) {
        if (!(error instanceof ConfigInputError)) throw error;
        issues.push({ code: error.code, characteristicKey, valueKey, message: error.message });
      }
    }
    const configuration = await this.configurator.configureOn(request, model, {
      bauform: row.bauform,
      sprache: language,
      kundenNummer: row.kundenNummer ?? undefined,
      choices,
      noPricing: false,
    });
    for (const c of configuration.sapCharacteristics)
      if (c.conflict !== null && c.source === 'user')
        issues.push({
          code: c.type === 'number' ? 'out_of_range' : 'value_not_allowed',
          characteristicKey: c.characteristicKey,
          valueKey: c.valueKey,
          message: c.conflict,
        });
    const price = configuration.price;
    const priceChanged =
      price !== null &&
      (price.brutto !== row.priceBrutto || price.netto !== row.priceNetto || price.currency !== row.currency);
    return { ...toSaved(row, configuration.materialText), configuration, issues, priceChanged };
  }

  /**
   * Another user's configuration is answered like a missing one (404, T20); the refusal is logged
   * with who asked for which id (T23). Asked only on this path, so reads of one's own cost nothing more.
   */
  private async notFound(request: FastifyRequest, id: string, db: DbOrTx = this.db): Promise<HttpProblem> {
    if (await store.savedExists(db, id))
      logOtherUsersObject(request, { resource: 'savedConfiguration', savedConfigurationId: id });
    return notFound('saved configuration');
  }

  async rename(request: FastifyRequest, id: string, name: string, expected: () => ReadonlySet<Version>): Promise<void> {
    const ownerId = currentUserId(request);
    await this.db.transaction(async (tx) => {
      const row = await store.lockSaved(tx, ownerId, id);
      if (!row) throw await this.notFound(request, id, tx);
      assertCurrent(expected(), row.version);
      if (await store.nameTaken(tx, ownerId, name, id)) throw nameTaken();
      await store.renameSaved(tx, ownerId, id, name).catch((error) => {
        throw sqlState(error) === '23505' ? nameTaken() : error;
      });
    });
  }

  async remove(request: FastifyRequest, id: string, expected: ReadonlySet<Version> | undefined): Promise<void> {
    const ownerId = currentUserId(request);
    await this.db.transaction(async (tx) => {
      const row = await store.lockSaved(tx, ownerId, id);
      if (!row) throw await this.notFound(request, id, tx);
      assertCurrent(expected, row.version);
      await store.deleteSaved(tx, ownerId, id);
    });
  }
}

function toSaved(row: store.SavedRow, materialText: string): SavedConfiguration {
  return {
    id: row.id,
    name: row.name,
    bauform: row.bauform,
    materialText,
    kundenNummer: row.kundenNummer,
    sapCharacteristics: row.sapCharacteristics,
    materialVariante: row.materialVariante,
    price: { brutto: row.priceBrutto, netto: row.priceNetto, currency: row.currency },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    etag: etagOf(row.version),
  };
}
