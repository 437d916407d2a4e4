import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A WebAuthn authenticator in software (ES256, attestation "none", user verified), for tests that
 * talk to the server without a browser: it answers the options the server gives as a platform
 * passkey would, so the server's real checks (challenge, origin, RP ID, signature, counter) run.
 * The browser tests use Chromium's virtual authenticator instead.
 */
export interface SoftCredential {
  readonly id: string;
  readonly rpId: string;
  readonly userHandle: string;
  readonly privateKey: crypto.KeyObject;
  counter: number;
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export interface CreateOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string };
}

/** Creates a credential for `options` (the server's registration options) as seen from `origin`. */
export function createCredential(
  options: CreateOptions,
  origin: string,
  o: { userVerified?: boolean } = {},
): { credential: SoftCredential; response: Record<string, unknown> } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const id = crypto.randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
  const flags = FLAG_UP | FLAG_AT | (o.userVerified === false ? 0 : FLAG_UV);
  const authData = authenticatorData(rpId, flags, 0, attested);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]) as never,
  );
  const credential: SoftCredential = { id: b64url(id), rpId, userHandle: options.user.id, privateKey, counter: 0 };
  return {
    credential,
    response: {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
  };
}

/** Signs the server's authentication options with `credential`; the counter goes up by one each time. */
export function assertCredential(
  credential: SoftCredential,
  options: { challenge: string },
  origin: string,
  o: { counter?: number; userVerified?: boolean } = {},
): Record<string, unknown> {
  credential.counter = o.counter ?? credential.counter + 1;
  const flags = FLAG_UP | (o.userVerified === false ? 0 : FLAG_UV);
  const authData = authenticatorData(credential.rpId, flags, credential.counter);
  const json = clientData('webauthn.get', options.challenge, origin);
  const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(json)]), credential.privateKey);
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(json),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
