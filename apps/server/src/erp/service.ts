import type { PortalConfig } from '../config';
import type { Database } from '../db/client';
import type { Metrics } from '../http/metrics';
import { CircuitBreaker, guardedBy } from './breaker';
import type { ErpGateway } from './gateway';
import { PgErpGateway } from './pg-gateway';

/**
 * The ERP as the modules receive it (service `coreServices.erp`): the given gateway, or the
 * embedded data set (schema `erp`), with every call through one breaker (R12). Sales and the
 * configurator share it, so a slow ERP opens one breaker for both (docs/sales.md).
 */
export function guardedErp(
  config: PortalConfig,
  database: Database,
  metrics: Metrics,
  gateway?: ErpGateway,
): ErpGateway {
  const breaker = new CircuitBreaker(config.erpBreaker);
  metrics.watchBreaker('erp', breaker);
  return guardedBy(gateway ?? new PgErpGateway(database.db, database.cancellable), breaker);
}
