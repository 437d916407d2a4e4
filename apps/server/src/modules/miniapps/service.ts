import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Bus } from '../../cluster';
import type { Db, Tx } from '../../db/client';
import { type RegistrySnapshot, readRegistry } from './registry';
import { registerDeclaredResources } from './store';

/**
 * The running registry of the built mini-apps. It reads the mini-app directory at start and again
 * on a reload (SIGHUP, or an administrator's action); a reload in any process reaches every
 * process through the change-notice bus. A reload that finds a bad manifest changes nothing.
 */
export class MiniAppRegistry {
  private snapshot: RegistrySnapshot = readRegistry('');
  private bus: Bus | undefined;

  constructor(
    private readonly dir: string,
    private readonly db: Db,
    private readonly log?: Logger,
  ) {}

  get current(): RegistrySnapshot {
    return this.snapshot;
  }

  /** Reads and validates the directory without changing anything (throws on a bad manifest). */
  read(): RegistrySnapshot {
    return readRegistry(this.dir);
  }

  /** Writes the resources a snapshot declares, in the caller's transaction. */
  register(tx: Tx, next: RegistrySnapshot): Promise<number> {
    return registerDeclaredResources(tx, next.manifests);
  }

  /** Swaps a snapshot in here and tells every other process to read the directory again. */
  async install(next: RegistrySnapshot, announce = true): Promise<void> {
    this.snapshot = next;
    if (!announce) return;
    await this.bus?.publish('miniapps', String(next.entries.length)).catch((err: unknown) => {
      this.log?.warn({ err }, 'the mini-app reload notice could not be sent');
    });
  }

  /** At start (`announce` false) and on SIGHUP: read, write the declared resources (one transaction), swap in, tell the others. */
  async reload(announce = true): Promise<RegistrySnapshot> {
    const next = this.read();
    await this.db.transaction((tx) => this.register(tx, next));
    await this.install(next, announce);
    return next;
  }

  /** Another process reloaded (or notices may have been missed): read the directory again. */
  shareThrough(bus: Bus): void {
    this.bus = bus;
    const again = () => {
      try {
        this.snapshot = readRegistry(this.dir);
        this.log?.info({ miniApps: this.snapshot.entries.length }, 'mini-app registry reloaded');
      } catch (err) {
        this.log?.error({ err }, 'mini-app registry not reloaded: a manifest is invalid');
      }
    };
    bus.subscribe('miniapps', again);
    bus.onReconnect(again);
  }
}
