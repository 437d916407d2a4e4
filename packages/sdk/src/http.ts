import type { FieldError, Problem } from '@portal/contracts';
import { type BearerChallenge, parseBearerChallenge } from './challenge';
import { delayBeforeRetry, isRetryableStatus, mayRetry, RETRY } from './retry';

/** A failed call: the HTTP status and, when the server sent problem+json, its stable code and text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    readonly challenge?: BearerChallenge,
  ) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'HttpError';
  }

  get code(): string | undefined {
    return this.problem?.code;
  }
}

/** What a failed call tells: its status, problem code, detail and field errors. */
export interface Failure {
  readonly status: number;
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly errors: ReadonlyArray<Readonly<FieldError>>;
}

/**
 * The failure an error describes, recognised by shape rather than `instanceof`: a mini-app's calls
 * go through the shell's HTTP client, which throws the shell's copy of HttpError, not the
 * mini-app's. Undefined for anything that is not an HTTP failure (a network error, an abort).
 */
export function failureOf(error: unknown): Failure | undefined {
  if (typeof error !== 'object' || error === null || typeof (error as { status?: unknown }).status !== 'number') {
    return undefined;
  }
  const e = error as { status: number; code?: string; problem?: { detail?: string; errors?: Failure['errors'] } };
  return { status: e.status, code: e.code, detail: e.problem?.detail, errors: e.problem?.errors ?? [] };
}

/** The words for the failures every mini-app names alike, in the reader's language. */
export interface FailureWords {
  readonly offline: string;
  readonly forbidden: string;
  readonly notFound: string;
  readonly rateLimited: string;
  readonly unavailable: string;
  /** Any other failure, with its problem code (or `HTTP <status>`). */
  readonly unknown: (code: string) => string;
}

/**
 * One sentence for a failed call: the caller's own for the problem codes it names (`byCode`
 * answers undefined for the others), else by the failure's kind, alike in every mini-app. No
 * answer at all (a network error) is "offline". The server's `detail` is English, for logs.
 */
export function failureMessage(
  error: unknown,
  words: FailureWords,
  byCode: (failure: Failure) => string | undefined = () => undefined,
): string {
  const failure = failureOf(error);
  if (!failure) return words.offline;
  const own = byCode(failure);
  if (own !== undefined) return own;
  const { status, code } = failure;
  if (code === 'forbidden' || status === 403) return words.forbidden;
  if (code === 'not_found' || status === 404) return words.notFound;
  if (code === 'rate_limited' || status === 429) return words.rateLimited;
  if (code === 'service_unavailable' || status === 502 || status === 503 || status === 504) return words.unavailable;
  return words.unknown(code ?? `HTTP ${status}`);
}

export interface HttpClientOptions {
  /** Where the API lives, e.g. `https://portal.example/portal` (spec §7: derived from the current host). */
  readonly baseUrl: string;
  /** The current access token, or undefined when signed out. */
  readonly getToken: () => Promise<string | undefined> | string | undefined;
  /** 401: sign in again. With `acrValues` (RFC 9470) the new sign-in must reach that level. */
  readonly onUnauthorized?: (challenge: BearerChallenge) => void | Promise<void>;
  /** 412 from a service that needs a CRM registration first (spec §4). */
  readonly onRegistrationRequired?: (response: { url: string; problem: Problem | undefined }) => void | Promise<void>;
  readonly fetch?: typeof fetch;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  readonly now?: () => number;
}

export interface RequestOptions {
  readonly body?: unknown;
  readonly query?: Record<string, string | number | boolean | ReadonlyArray<string | number> | undefined>;
  readonly headers?: Record<string, string>;
  /** Makes a POST safe to send again (R2): the server does the work once per key. */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
  /**
   * `false`: no retries, the answer as it comes. For a person at a form that the server throttles
   * (a public lookup's 429 with a Retry-After of a minute): they read "too many attempts" now and
   * decide themselves, instead of a spinner through three minute-long waits.
   */
  readonly retry?: boolean;
}

/** A successful answer with its status and headers, for callers that need more than the body (an ETag). */
export interface HttpResponse<T> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

/** Bearer tokens travel only over TLS, except to this machine during development. */
export function mayCarryToken(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  const host = url.hostname;
  return (
    url.protocol === 'http:' &&
    (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]')
  );
}

/**
 * The HTTP client of the shell and every mini-app: bearer token, JSON, problem+json errors,
 * retries with back-off for what may be sent again, and the sign-in reactions of spec §4.
 */
export class HttpClient {
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: HttpClientOptions) {
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = void>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return (await this.requestWithHeaders<T>(method, path, options)).body;
  }

  /**
   * Like `request`, with the answer's status and headers: a read's `ETag`, to send back as
   * `If-Match` with the change that follows (optimistic concurrency). Same retries and reactions.
   */
  async requestWithHeaders<T>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const url = this.urlFor(path, options.query);
    const headers: Record<string, string> = {
      accept: 'application/json, application/problem+json',
      ...options.headers,
    };
    const token = await this.options.getToken();
    if (token) {
      if (!mayCarryToken(url)) throw new Error(`refusing to send a bearer token over ${url.protocol} to ${url.host}`);
      headers.authorization = `Bearer ${token}`;
    }
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body instanceof Blob) {
      // A file sent as it is (an upload to a file area): its own type, not JSON.
      headers['content-type'] = options.body.type || 'application/octet-stream';
      body = options.body;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const retryable = options.retry !== false && mayRetry(method, Boolean(options.idempotencyKey));

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetchImpl(url, { method, headers, body: body ?? null, signal: options.signal ?? null });
      } catch (error) {
        // A network failure or time-out: the request may or may not have arrived.
        if (!retryable || attempt >= RETRY.retries || options.signal?.aborted) throw error;
        await this.sleep(delayBeforeRetry(attempt, undefined, null, this.options.random));
        continue;
      }
      if (response.ok) {
        return { status: response.status, headers: response.headers, body: (await readBody(response)) as T };
      }
      if (retryable && attempt < RETRY.retries && isRetryableStatus(response.status)) {
        const wait = delayBeforeRetry(
          attempt,
          response.status,
          response.headers.get('retry-after'),
          this.options.random,
          this.options.now?.() ?? Date.now(),
        );
        await response.body?.cancel();
        await this.sleep(wait);
        continue;
      }
      throw await this.failure(url, response);
    }
  }

  private async failure(url: URL, response: Response): Promise<HttpError> {
    const problem = await readProblem(response);
    const challenge = parseBearerChallenge(response.headers.get('www-authenticate'));
    if (response.status === 401) {
      await this.options.onUnauthorized?.(challenge ?? {});
    } else if (
      response.status === 412 &&
      problem?.code !== 'precondition_failed' &&
      !/\/GetLanguage\b/i.test(url.pathname)
    ) {
      // A stale If-Match is a 412 too; that one is the caller's to show, not a registration.
      await this.options.onRegistrationRequired?.({ url: url.toString(), problem });
    }
    return new HttpError(response.status, problem, challenge);
  }

  private urlFor(path: string, query: RequestOptions['query']): URL {
    const base = this.options.baseUrl.replace(/\/$/, '');
    const url = new URL(
      `${base}${path.startsWith('/') ? path : `/${path}`}`,
      globalThis.location?.href ?? 'http://localhost',
    );
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
      else url.searchParams.set(key, String(value));
    }
    return url;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

async function readProblem(response: Response): Promise<Problem | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    const body = (await response.json()) as Partial<Problem>;
    return typeof body.code === 'string' && typeof body.status === 'number' ? (body as Problem) : undefined;
  } catch {
    return undefined;
  }
}
