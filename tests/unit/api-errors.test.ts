import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, formatIssues, formatPath, isApiError } from '~/api/errors';
import { serverMessage } from '~/api/attempt';
import { decode } from '~/api/decode';
import { HomeResponse } from '~/api/catalogue/schemas';
import { fullHome } from '../fixtures/api/provider';

describe('ApiError', () => {
  it('keeps the provider message, code and status of an http error', () => {
    const error = ApiError.http('POST /login', 401, {
      message: 'Bad credentials',
      code: 'INVALID_CREDENTIALS',
      status: 401,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 401,
      code: 'INVALID_CREDENTIALS',
      serverMessage: 'Bad credentials',
      operation: 'POST /login',
    });
    expect(error.message).toBe('POST /login failed with status 401 (INVALID_CREDENTIALS): Bad credentials');
  });

  it('takes a short plain-text body as the message, never an HTML page', () => {
    expect(ApiError.http('GET /x', 502, 'Bad gateway').serverMessage).toBe('Bad gateway');
    expect(ApiError.http('GET /x', 502, '<html><body>nginx</body></html>').serverMessage).toBeUndefined();
    expect(ApiError.http('GET /x', 500, { message: '  ' }).serverMessage).toBeUndefined();
    expect(ApiError.http('GET /x', 500, undefined).serverMessage).toBeUndefined();
  });

  it('builds network and session-expired errors', () => {
    const network = ApiError.network('GET /news', new TypeError('fetch failed'));
    expect(network).toMatchObject({ kind: 'network', operation: 'GET /news' });
    expect(network.message).toContain('fetch failed');
    expect(network.cause).toBeInstanceOf(TypeError);
    const expired = ApiError.sessionExpired('GET /users/{id}', { message: 'Token expired' });
    // the provider's words are not kept: the member reads the spec's sentence
    expect(expired).toMatchObject({ kind: 'session_expired', status: 440, serverMessage: undefined });
  });

  it("isApiError and serverMessage (the provider's message only, never an internal one)", () => {
    const error = ApiError.http('GET /x', 400, { message: 'Server says no' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(serverMessage(error)).toBe('Server says no');
    expect(serverMessage(ApiError.http('GET /x', 500, null))).toBeUndefined();
    expect(serverMessage(new Error('internal detail'))).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
  });
});

describe('parse errors', () => {
  it('names the operation and the path of the problem', () => {
    const bad = structuredClone(fullHome) as unknown as {
      categoryList: Array<{ productList: Array<{ id: unknown }> }>;
    };
    bad.categoryList[0]!.productList.push({ id: 1, title: 'ok' } as never, { id: '3', title: 'bad' } as never);
    const run = () => decode('GET /products/home', HomeResponse, bad);
    expect(run).toThrow(ApiError);
    expect(run).toThrow(
      'Unexpected response from GET /products/home: categoryList[0].productList[2].id: expected number, received string',
    );
    try {
      run();
    } catch (error) {
      expect(error).toMatchObject({ kind: 'parse', operation: 'GET /products/home' });
    }
  });

  it('describes missing fields, nulls, wrong roots and enum values', () => {
    expect(() => decode('GET /x', HomeResponse, null)).toThrow('GET /x: (root): expected object, received null');
    expect(() => decode('GET /x', HomeResponse, {})).toThrow('categoryList: expected array, received undefined');
    expect(() => decode('GET /x', HomeResponse, { categoryList: [{ id: 1, name: null }] })).toThrow(
      'categoryList[0].name: expected string, received null',
    );
    expect(() => decode('GET /x', z.object({ k: z.enum(['A', 'B']) }), { k: 'C' })).toThrow(
      'k: expected one of "A" | "B", received "C"',
    );
  });

  it('lists at most three issues', () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string() });
    expect(() => decode('GET /x', schema, {})).toThrow(
      /a: expected string, received undefined; b: .*; c: .* \(and 2 more\)$/,
    );
  });

  it('formats paths', () => {
    expect(formatPath([])).toBe('(root)');
    expect(formatPath(['a', 0, 'b-c', 2])).toBe('a[0]["b-c"][2]');
    expect(formatIssues([])).toBe('invalid data');
  });

  it('accepts a sentence instead of issues', () => {
    expect(ApiError.parse('GET /x', 'the body is not valid JSON').message).toBe(
      'Unexpected response from GET /x: the body is not valid JSON',
    );
  });
});
