/**
 * The one error type of the provider boundary. Every failure of a call becomes an `ApiError`:
 * - `http`: a non-2xx answer (status, the provider's `code` and `message` kept);
 * - `network`: no answer at all (offline, DNS, CORS, connection reset);
 * - `parse`: an answer that is not what the contract says (bad JSON, or a zod issue, with the path of the problem);
 * - `session_expired`: status 440, or 401 on a call made with a token (the session actor alerts the user and goes
 *   to /logout).
 * No runtime imports (zod issues are read structurally), so importing `isApiError` costs nothing.
 */

export type ApiErrorKind = 'http' | 'network' | 'parse' | 'session_expired';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** e.g. 'GET /products/home', 'PUT /products/{id}/user/like/{value}' */
  operation: string;
  message?: string;
  status?: number;
  code?: string;
  serverMessage?: string;
  cause?: unknown;
}

/** The part of a zod issue the messages use (zod 4 `$ZodIssue`, read structurally). */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly origin?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly inclusive?: boolean;
  readonly keys?: readonly string[];
  /** the value the issue was found in (zod's reportInput) */
  readonly input?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: string;
  readonly status?: number;
  readonly code?: string;
  /** The provider's own `message`, which the UI shows in preference to its generic text (spec §8). */
  readonly serverMessage?: string;

  constructor(init: ApiErrorInit) {
    super(init.message ?? defaultMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operation = init.operation;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage;
  }

  /** A non-2xx answer. `body` is the parsed error body (the contract's `Error`), or text, or nothing. */
  static http(operation: string, status: number, body: unknown): ApiError {
    const { message, code } = readErrorBody(body);
    return new ApiError({
      kind: 'http',
      operation,
      status,
      ...(code !== undefined ? { code } : {}),
      ...(message !== undefined ? { serverMessage: message } : {}),
      message: `${operation} failed with status ${status}${code ? ` (${code})` : ''}${message ? `: ${message}` : ''}`,
    });
  }

  static network(operation: string, cause: unknown): ApiError {
    const reason = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
    return new ApiError({
      kind: 'network',
      operation,
      cause,
      message: `Could not reach the provider for ${operation}${reason}`,
    });
  }

  /**
   * 440, or 401 on a call made with a token (spec §8). No server message is kept: whatever the provider said
   * ("Unauthorized", in any language), the member reads "Your session has expired. Please log in again."
   */
  static sessionExpired(operation: string, body?: unknown, status = 440): ApiError {
    const { code } = readErrorBody(body);
    return new ApiError({
      kind: 'session_expired',
      operation,
      status,
      ...(code !== undefined ? { code } : {}),
      message: `Session expired (${status}) on ${operation}`,
    });
  }

  /**
   * An answer that does not match the contract. `detail` is either a sentence ("invalid JSON ...") or the zod
   * issues plus the input they were found in (to say what was received), giving e.g.
   * `Unexpected response from GET /products/home: categoryList[0].productList[2].id: expected number, received string`.
   */
  static parse(operation: string, detail: string | readonly IssueLike[], input?: unknown): ApiError {
    const text = typeof detail === 'string' ? detail : formatIssues(detail, input);
    return new ApiError({ kind: 'parse', operation, message: `Unexpected response from ${operation}: ${text}` });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function defaultMessage(init: ApiErrorInit): string {
  return `${init.kind} error on ${init.operation}${init.status !== undefined ? ` (status ${init.status})` : ''}`;
}

function readErrorBody(body: unknown): { message?: string; code?: string } {
  if (typeof body === 'string') {
    const text = body.trim();
    // A plain-text body is a message; an HTML error page is not something to show a user.
    return text && text.length <= 500 && !text.startsWith('<') ? { message: text } : {};
  }
  if (body === null || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const out: { message?: string; code?: string } = {};
  if (typeof record.message === 'string' && record.message.trim() !== '') out.message = record.message;
  if (typeof record.code === 'string' && record.code !== '') out.code = record.code;
  return out;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `categoryList[0].productList[2].id`; '(root)' for the whole answer. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out === '' ? '(root)' : out;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

function short(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function describeIssue(issue: IssueLike, input: unknown): string {
  const received = 'input' in issue ? issue.input : valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected ?? 'another type'}, received ${describeType(received)}`;
    case 'invalid_value':
      return `expected one of ${(issue.values ?? []).map(short).join(' | ')}, received ${short(received)}`;
    case 'too_small':
      return `expected ${issue.origin ?? 'value'} ${issue.inclusive === false ? '>' : '>='} ${String(issue.minimum)}`;
    case 'too_big':
      return `expected ${issue.origin ?? 'value'} ${issue.inclusive === false ? '<' : '<='} ${String(issue.maximum)}`;
    case 'invalid_union':
      return `no accepted shape matched, received ${describeType(received)}`;
    case 'unrecognized_keys':
      return `unexpected keys ${(issue.keys ?? []).join(', ')}`;
    default:
      return issue.message && issue.message !== 'Invalid input' ? issue.message : issue.code;
  }
}

const MAX_ISSUES = 3;

export function formatIssues(issues: readonly IssueLike[], input?: unknown): string {
  if (issues.length === 0) return 'invalid data';
  const shown = issues.slice(0, MAX_ISSUES).map((issue) => `${formatPath(issue.path)}: ${describeIssue(issue, input)}`);
  const more = issues.length - MAX_ISSUES;
  return shown.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}
