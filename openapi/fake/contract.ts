/**
 * A generic OpenAPI 3.1 request/response validator over a parsed YAML document, built with ajv (JSON Schema 2020-12):
 * the fake provider validates every request it receives and, in strict mode, every response it sends, so the app
 * and the fake cannot drift from `openapi/provider.yaml`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv2020Module, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormatsModule from 'ajv-formats';

// CJS interop under tsx/vitest
const Ajv2020 = ((Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ??
  Ajv2020Module) as typeof Ajv2020Module;
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: Json;
}

export interface Operation {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> } | { $ref: string };
  responses?: Record<string, { content?: Record<string, { schema?: Json }> } | { $ref: string }>;
  security?: Array<Record<string, string[]>>;
}

export interface Match {
  operation: Operation;
  operationId: string;
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface OperationSummary {
  method: string;
  path: string;
  operationId: string;
  /** bearer token required (optional-auth operations are not secured) */
  secured: boolean;
  /** bearer token accepted */
  acceptsToken: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Route {
  method: string;
  path: string;
  segments: string[];
  literalCount: number;
  operation: Operation;
}

function formatErrors(prefix: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath || '';
    if (e.keyword === 'additionalProperties') {
      return `${prefix}${where} must not have property "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    }
    if (e.keyword === 'required') {
      return `${prefix}${where} must have property "${(e.params as { missingProperty: string }).missingProperty}"`;
    }
    return `${prefix}${where} ${e.message ?? 'is invalid'}`.replace(/\s+/g, ' ').trim();
  });
}

export function loadContract(yamlPath: string | URL) {
  const file = typeof yamlPath === 'string' ? yamlPath : fileURLToPath(yamlPath);
  const doc = parse(readFileSync(file, 'utf8')) as Json;
  const components = (doc.components ?? {}) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
  addFormats(ajv);
  // One schema holding every component, so `#/components/schemas/X` refs resolve inside it.
  ajv.addSchema({ $id: 'contract', components }, 'contract');

  const rewriteRefs = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewriteRefs);
    if (node && typeof node === 'object') {
      const out: Json = {};
      for (const [k, v] of Object.entries(node as Json)) {
        out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : rewriteRefs(v);
      }
      return out;
    }
    return node;
  };

  const resolve = <T>(node: T | { $ref: string }): T => {
    let current: unknown = node;
    for (let i = 0; i < 10 && current && typeof current === 'object' && '$ref' in (current as Json); i++) {
      const ref = (current as { $ref: string }).$ref;
      if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`);
      current = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((acc, key) => (acc as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
    }
    return current as T;
  };

  const cache = new Map<unknown, ValidateFunction>();
  const compile = (schema: Json): ValidateFunction => {
    let fn = cache.get(schema);
    if (!fn) {
      fn = ajv.compile(rewriteRefs(schema) as Json);
      cache.set(schema, fn);
    }
    return fn;
  };

  const globalSecurity = (doc.security ?? []) as Array<Record<string, string[]>>;
  const routes: Route[] = [];
  const operations: OperationSummary[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    const shared = (item.parameters ?? []) as Operation['parameters'];
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const operation: Operation = { ...op, parameters: [...(shared ?? []), ...(op.parameters ?? [])] };
      const segments = path.split('/').filter(Boolean);
      routes.push({
        method: method.toUpperCase(),
        path,
        segments,
        literalCount: segments.filter((s) => !s.startsWith('{')).length,
        operation,
      });
      const security = op.security ?? globalSecurity;
      const acceptsToken = security.some((req) => 'bearerAuth' in req);
      const secured = security.length > 0 && security.every((req) => 'bearerAuth' in req);
      operations.push({ method: method.toUpperCase(), path, operationId: op.operationId, secured, acceptsToken });
    }
  }
  // literal segments beat templated ones: /trainers/templates before /trainers/{id}
  routes.sort((a, b) => b.literalCount - a.literalCount);

  function match(method: string, pathname: string): Match | null {
    const parts = pathname.split('/').filter(Boolean);
    for (const route of routes) {
      if (route.method !== method.toUpperCase() || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length; i++) {
        const seg = route.segments[i]!;
        const part = parts[i]!;
        if (seg.startsWith('{') && seg.endsWith('}')) {
          try {
            params[seg.slice(1, -1)] = decodeURIComponent(part);
          } catch {
            ok = false;
            break;
          }
        } else if (seg !== part) {
          ok = false;
          break;
        }
      }
      if (ok)
        return {
          operation: route.operation,
          operationId: route.operation.operationId,
          method: route.method,
          path: route.path,
          params,
        };
    }
    return null;
  }

  /** Coerces a raw string to the parameter schema's type (integers, numbers, booleans). */
  function coerce(value: string, schema: Json | undefined): unknown {
    const s = schema ? resolve<Json>(schema) : undefined;
    const types = s ? ([] as unknown[]).concat(s.type ?? []) : [];
    if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value)))
      return Number(value);
    if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
    return value;
  }

  function validateRequest(
    m: Match,
    input: {
      query: Record<string, string | string[] | undefined>;
      headers: Record<string, string | string[] | undefined>;
      body?: unknown;
    },
  ): string[] {
    const problems: string[] = [];
    for (const raw of m.operation.parameters ?? []) {
      const p = resolve<Parameter>(raw);
      let value: string | string[] | undefined;
      if (p.in === 'path') value = m.params[p.name];
      else if (p.in === 'query') value = input.query[p.name];
      else if (p.in === 'header') value = input.headers[p.name.toLowerCase()];
      else continue;
      if (value === undefined || value === '') {
        if (p.required || p.in === 'path') problems.push(`${p.in} parameter ${p.name} is required`);
        continue;
      }
      if (!p.schema) continue;
      const schema = resolve<Json>(p.schema);
      const isArray = ([] as unknown[]).concat(schema.type ?? []).includes('array');
      const coerced = isArray
        ? ([] as string[]).concat(value).map((v) => coerce(v, (schema.items as Json | undefined) ?? undefined))
        : coerce(Array.isArray(value) ? value[0]! : value, schema);
      const fn = compile(p.schema);
      if (!fn(coerced)) problems.push(...formatErrors(`${p.in} parameter ${p.name}`, fn.errors));
    }
    if (m.operation.requestBody) {
      const rb = resolve<{ required?: boolean; content?: Record<string, { schema?: Json }> }>(m.operation.requestBody);
      const schema = rb.content?.['application/json']?.schema;
      if (input.body === undefined) {
        if (rb.required) problems.push('request body is required');
      } else if (schema) {
        const fn = compile(schema);
        if (!fn(input.body)) problems.push(...formatErrors('request body', fn.errors));
      }
    }
    return problems;
  }

  function validateResponse(m: Match, status: number, body: unknown): string[] {
    const responses = m.operation.responses ?? {};
    const key = responses[String(status)]
      ? String(status)
      : responses[`${String(status)[0]}XX`]
        ? `${String(status)[0]}XX`
        : responses.default
          ? 'default'
          : null;
    if (!key) return [`response status ${status} is not documented for ${m.method} ${m.path}`];
    const response = resolve<{ content?: Record<string, { schema?: Json }> }>(responses[key]!);
    const schema = response.content?.['application/json']?.schema;
    if (!schema) {
      return body === undefined || body === null || body === ''
        ? []
        : [`response ${status} of ${m.method} ${m.path} must have no body`];
    }
    const fn = compile(schema);
    return fn(body) ? [] : formatErrors(`response ${status} body`, fn.errors);
  }

  return { match, validateRequest, validateResponse, operations };
}

export type Contract = ReturnType<typeof loadContract>;
