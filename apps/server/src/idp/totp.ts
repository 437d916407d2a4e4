import crypto from 'node:crypto';

/** TOTP after RFC 6238 (HMAC-SHA1, 30 s steps, 6 digits), as authenticator apps expect. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** One step either side forgives a clock that is a little off. */
const WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32 secret');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function totpAt(secretBase32: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = crypto.createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return code.toString().padStart(DIGITS, '0');
}

export function currentStep(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / STEP_SECONDS);
}

export function totpNow(secretBase32: string, nowMs = Date.now()): string {
  return totpAt(secretBase32, currentStep(nowMs));
}

/**
 * The time step a code matches, or undefined. Steps at or before `lastUsedStep` never match,
 * so an observed code cannot be replayed.
 */
export function matchTotp(
  secretBase32: string,
  code: string,
  lastUsedStep: number | null | undefined,
  nowMs = Date.now(),
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = currentStep(nowMs);
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (lastUsedStep != null && step <= lastUsedStep) continue;
    const expected = Buffer.from(totpAt(secretBase32, step));
    if (crypto.timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return undefined;
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new secret of 160 bits (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(crypto.randomBytes(20));
}

/** The key URI authenticator apps read from a QR code (otpauth://totp/…). */
export function totpUri(issuer: string, login: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(login)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
