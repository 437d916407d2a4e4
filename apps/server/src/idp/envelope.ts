import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (issue 20 §9): envelope encryption. Every secret gets its own random data key
 * (AES-256-GCM); the data key is stored wrapped by a key-encryption key that never touches the
 * database. Here that key is PORTAL_MASTER_KEY; a KMS fits behind the same `KeyEncryptionKey`
 * interface (its Encrypt/Decrypt calls wrap and unwrap the data key, the context becomes its
 * encryption context). The context (which row a secret belongs to) is authenticated, so a sealed
 * value copied into another row does not open.
 */
export interface KeyEncryptionKey {
  /** Names the key without revealing it; stored beside every data key it wrapped. */
  readonly id: string;
  wrap(dataKey: Buffer, context: string): Promise<string>;
  unwrap(wrapped: string, context: string): Promise<Buffer>;
}

/** The current key seals; previous ones (PORTAL_MASTER_KEY_PREVIOUS) only open, until everything is resealed. */
export interface MasterKeys {
  readonly current: KeyEncryptionKey;
  readonly previous: readonly KeyEncryptionKey[];
}

/** A secret as stored: JSON, recognisable by `sealed`. */
export interface Sealed {
  readonly sealed: 'A256GCM';
  /** Id of the key-encryption key that wrapped `dek`. */
  readonly kek: string;
  readonly dek: string;
  readonly iv: string;
  readonly ct: string;
  readonly tag: string;
}

export class SecretsAtRestError extends Error {}

const MASTER_KEY_BYTES = 32;
export const MASTER_KEY_FILE = 'master.key';

function gcmSeal(key: Buffer, plaintext: Buffer, context: string) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, ct, tag: cipher.getAuthTag() };
}

function gcmOpen(key: Buffer, parts: { iv: Buffer; ct: Buffer; tag: Buffer }, context: string): Buffer {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, parts.iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(parts.tag);
  return Buffer.concat([decipher.update(parts.ct), decipher.final()]);
}

/** A master key held in memory (from the environment, or the development key file). */
export function localKeyEncryptionKey(key: Buffer): KeyEncryptionKey {
  if (key.length !== MASTER_KEY_BYTES) throw new SecretsAtRestError('a master key has 32 bytes');
  const id = `local:${crypto.createHmac('sha256', key).update('portal master key id').digest('base64url').slice(0, 16)}`;
  return {
    id,
    wrap: async (dataKey, context) => {
      const { iv, ct, tag } = gcmSeal(key, dataKey, `wrap:${context}`);
      return Buffer.concat([iv, tag, ct]).toString('base64url');
    },
    unwrap: async (wrapped, context) => {
      const raw = Buffer.from(wrapped, 'base64url');
      return gcmOpen(
        key,
        { iv: raw.subarray(0, 12), tag: raw.subarray(12, 28), ct: raw.subarray(28) },
        `wrap:${context}`,
      );
    },
  };
}

/** Decodes a master key given as base64 or base64url (`openssl rand -base64 32`); undefined when it is not 32 bytes. */
export function decodeMasterKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
  return key.length === MASTER_KEY_BYTES ? key : undefined;
}

export function isSealed(value: unknown): value is Sealed {
  return typeof value === 'object' && value !== null && (value as { sealed?: unknown }).sealed === 'A256GCM';
}

export async function seal(keys: MasterKeys, plaintext: string, context: string): Promise<Sealed> {
  const dataKey = crypto.randomBytes(32);
  const { iv, ct, tag } = gcmSeal(dataKey, Buffer.from(plaintext, 'utf8'), context);
  return {
    sealed: 'A256GCM',
    kek: keys.current.id,
    dek: await keys.current.wrap(dataKey, context),
    iv: iv.toString('base64url'),
    ct: ct.toString('base64url'),
    tag: tag.toString('base64url'),
  };
}

export async function open(keys: MasterKeys, value: Sealed, context: string): Promise<string> {
  const kek = [keys.current, ...keys.previous].find((k) => k.id === value.kek);
  if (!kek) {
    throw new SecretsAtRestError(
      `a secret (${context}) is sealed with master key ${value.kek}, but the master key configured is ${keys.current.id}` +
        `${keys.previous.length ? ` (previous: ${keys.previous.map((k) => k.id).join(', ')})` : ''}. ` +
        'Every process on one database needs the same PORTAL_MASTER_KEY (in development without one, the same ' +
        'data directory: the key is generated into <PORTAL_DATA_DIR>/master.key). To change keys, set the new one ' +
        'as PORTAL_MASTER_KEY and the old one as PORTAL_MASTER_KEY_PREVIOUS.',
    );
  }
  try {
    const dataKey = await kek.unwrap(value.dek, context);
    const parts = {
      iv: Buffer.from(value.iv, 'base64url'),
      ct: Buffer.from(value.ct, 'base64url'),
      tag: Buffer.from(value.tag, 'base64url'),
    };
    return gcmOpen(dataKey, parts, context).toString('utf8');
  } catch {
    throw new SecretsAtRestError(`a secret (${context}) could not be opened: it was altered or moved to another row`);
  }
}

/** Whether a stored value must be (re)sealed: still plaintext, or sealed by a key other than the current one. */
export function needsSealing(keys: MasterKeys, value: unknown): boolean {
  return !isSealed(value) || value.kek !== keys.current.id;
}

export interface MasterKeySettings {
  readonly production: boolean;
  readonly dataDir: string;
  readonly masterKey?: string | undefined;
  readonly previousMasterKeys?: readonly string[] | undefined;
}

/**
 * The master keys from the configuration. Without PORTAL_MASTER_KEY, outside production, a key
 * is generated once and kept in `<PORTAL_DATA_DIR>/master.key` (readable by the owner only);
 * production refuses to start without one (config.ts checks that first).
 */
export function loadMasterKeys(settings: MasterKeySettings): MasterKeys {
  const previous = (settings.previousMasterKeys ?? []).map((text) => localKeyEncryptionKey(mustDecode(text)));
  if (settings.masterKey) return { current: localKeyEncryptionKey(mustDecode(settings.masterKey)), previous };
  if (settings.production) {
    throw new SecretsAtRestError('Refusing to start: PORTAL_MASTER_KEY is required when NODE_ENV=production');
  }
  return { current: localKeyEncryptionKey(developmentMasterKey(settings.dataDir)), previous };
}

function mustDecode(text: string): Buffer {
  const key = decodeMasterKey(text);
  if (!key) throw new SecretsAtRestError('a master key must be 32 bytes, base64 (openssl rand -base64 32)');
  return key;
}

function developmentMasterKey(dataDir: string): Buffer {
  const file = path.join(dataDir, MASTER_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside, then linked: two processes starting at once on one data directory end up with one key.
    const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${crypto.randomBytes(MASTER_KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const key = decodeMasterKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new SecretsAtRestError(`${file} does not hold a 32-byte base64 master key`);
  return key;
}
