import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { parse } from 'yaml';

// The provider contract (openapi/provider.yaml) must describe every call the app makes
// (tests/fixtures/provider-operations.txt, a copy of the spec's list), consistently.

type Json = unknown;
type Obj = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const COMMON_PARAMETERS = [
  '#/components/parameters/Club',
  '#/components/parameters/AcceptLanguage',
  '#/components/parameters/ClientIp',
  '#/components/parameters/ForwardedFor',
];

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const doc = parse(readFileSync(new URL('../../openapi/provider.yaml', import.meta.url), 'utf8')) as Obj;
const listed = readFileSync(new URL('../fixtures/provider-operations.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => {
    const [method = '', rawPath = ''] = line.split(/\s+/);
    return {
      method: method.toLowerCase(),
      path: rawPath.startsWith('/') ? rawPath : `/${rawPath}`,
    };
  });

interface Operation {
  method: string;
  path: string;
  op: Obj;
  pathItem: Obj;
}

const paths = isObj(doc.paths) ? doc.paths : {};
const operations: Operation[] = Object.entries(paths).flatMap(([path, item]) =>
  isObj(item)
    ? HTTP_METHODS.filter((m) => isObj(item[m])).map((method) => ({
        method,
        path,
        op: item[method] as Obj,
        pathItem: item,
      }))
    : [],
);

/** JSON pointer lookup for a local `#/...` reference. */
function resolvePointer(ref: string): Json {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json>((node, key) => (isObj(node) || Array.isArray(node) ? (node as Obj)[key] : undefined), doc);
}

function collectRefs(node: Json, at: string, out: { ref: string; at: string }[] = []) {
  if (Array.isArray(node)) node.forEach((child, i) => collectRefs(child, `${at}/${i}`, out));
  else if (isObj(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push({ ref: value, at });
      else collectRefs(value, `${at}/${key}`, out);
    }
  }
  return out;
}

const parameterRefs = ({ op, pathItem }: Operation): string[] =>
  [pathItem.parameters, op.parameters]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .flatMap((p: Json) => (isObj(p) && typeof p.$ref === 'string' ? [p.$ref] : []));

const usesBearer = ({ op }: Operation): boolean => {
  const security = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  return security.some((req: Json) => isObj(req) && 'bearerAuth' in req);
};

describe('openapi/provider.yaml', () => {
  it('is an OpenAPI 3.1 document with the fake provider as first server', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const servers = doc.servers as { url: string }[];
    expect(servers[0]?.url).toBe('http://localhost:4010/api');
  });

  it('lists the 43 operations of the fixture', () => {
    expect(listed).toHaveLength(43);
  });

  it.each(listed)('describes $method $path', ({ method, path }) => {
    const item = paths[path];
    expect(isObj(item), `path ${path} is missing`).toBe(true);
    expect(isObj((item as Obj)[method]), `${method.toUpperCase()} ${path} is missing`).toBe(true);
  });

  it('gives every operation a unique camelCase operationId, a tag, a summary and responses', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const { method, path, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(Array.isArray(op.tags) && op.tags.length > 0, `${where} has no tag`).toBe(true);
      expect(typeof op.summary, `${where} has no summary`).toBe('string');
      expect(isObj(op.responses), `${where} has no responses`).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes no operation outside the list', () => {
    const wanted = new Set(listed.map(({ method, path }) => `${method} ${path}`));
    const extra = operations.map(({ method, path }) => `${method} ${path}`).filter((k) => !wanted.has(k));
    expect(extra).toEqual([]);
  });

  it('makes every operation carry the club, Accept-Language and client IP parameters', () => {
    for (const operation of operations) {
      const refs = parameterRefs(operation);
      for (const common of COMMON_PARAMETERS) {
        expect(refs, `${operation.method.toUpperCase()} ${operation.path} lacks ${common}`).toContain(common);
      }
    }
    const params = (doc.components as Obj).parameters as Record<string, Obj>;
    expect(params.Club).toMatchObject({
      name: 'club',
      in: 'query',
      required: true,
    });
    expect(params.AcceptLanguage).toMatchObject({
      name: 'Accept-Language',
      in: 'header',
    });
    expect(params.ClientIp).toMatchObject({
      name: 'X-Client-IP',
      in: 'header',
    });
    expect(params.ForwardedFor).toMatchObject({
      name: 'X-Forwarded-For',
      in: 'header',
    });
  });

  it('documents 401 and the 440 session-expired status on every operation using the bearer token', () => {
    const authenticated = operations.filter(usesBearer);
    expect(authenticated.length).toBeGreaterThan(0);
    for (const { method, path, op } of authenticated) {
      const responses = op.responses as Obj;
      expect(responses['440'], `${method.toUpperCase()} ${path} lacks 440`).toEqual({
        $ref: '#/components/responses/SessionExpired',
      });
      expect(responses['401'], `${method.toUpperCase()} ${path} lacks 401`).toBeDefined();
    }
  });

  it('declares security explicitly on every operation (public ones with an empty list)', () => {
    for (const { method, path, op } of operations) {
      expect(Array.isArray(op.security), `${method.toUpperCase()} ${path} has no security`).toBe(true);
    }
  });

  it('resolves every $ref', () => {
    const refs = collectRefs(doc, '#');
    expect(refs.length).toBeGreaterThan(0);
    const broken = refs.filter(({ ref }) => resolvePointer(ref) === undefined).map(({ ref, at }) => `${at}: ${ref}`);
    expect(broken).toEqual([]);
  });

  it('keeps request bodies strict', () => {
    const schemas = (doc.components as Obj).schemas as Record<string, Obj>;
    for (const { method, path, op } of operations) {
      if (!isObj(op.requestBody)) continue;
      const schema = (
        op.requestBody as {
          content: Record<string, { schema: { $ref: string } }>;
        }
      ).content['application/json']?.schema;
      expect(schema?.$ref, `${method.toUpperCase()} ${path} body must reference a schema`).toMatch(
        /^#\/components\/schemas\//,
      );
      const name = schema!.$ref.split('/').pop()!;
      expect(schemas[name]?.additionalProperties, `${name} must set additionalProperties: false`).toBe(false);
      expect(Array.isArray(schemas[name]?.required), `${name} must list required fields`).toBe(true);
    }
  });
});
