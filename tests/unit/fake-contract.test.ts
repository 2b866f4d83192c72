import { describe, expect, it } from 'vitest';
import { loadContract } from '~openapi/fake/contract';

const contract = loadContract(new URL('../fixtures/mini-openapi.yaml', import.meta.url));

describe('fake provider contract validator', () => {
  it('lists operations with their security', () => {
    expect(contract.operations.map((o) => [o.operationId, o.secured])).toEqual([
      ['getThing', false],
      ['getSpecial', false],
      ['createThing', true],
    ]);
  });

  it('matches literal segments before templated ones and decodes path params', () => {
    expect(contract.match('GET', '/things/special')?.operationId).toBe('getSpecial');
    expect(contract.match('GET', '/things/42')).toMatchObject({ operationId: 'getThing', params: { id: '42' } });
    expect(contract.match('DELETE', '/things/42')).toBeNull();
    expect(contract.match('GET', '/nope')).toBeNull();
  });

  it('validates query and path parameters with coercion', () => {
    const m = contract.match('GET', '/things/42')!;
    expect(contract.validateRequest(m, { query: { club: '1' }, headers: {} })).toEqual([]);
    expect(contract.validateRequest(m, { query: {}, headers: {} })).toEqual(['query parameter club is required']);
    const bad = contract.match('GET', '/things/abc')!;
    expect(contract.validateRequest(bad, { query: { club: '1' }, headers: {} })).toEqual([
      'path parameter id must be integer',
    ]);
  });

  it('validates request bodies: required, extra properties, types', () => {
    const m = contract.match('POST', '/things')!;
    expect(contract.validateRequest(m, { query: { club: '1' }, headers: {}, body: { name: 'x' } })).toEqual([]);
    expect(contract.validateRequest(m, { query: { club: '1' }, headers: {} })).toEqual(['request body is required']);
    expect(contract.validateRequest(m, { query: { club: '1' }, headers: {}, body: { name: 3, extra: 1 } })).toEqual([
      'request body must not have property "extra"',
      'request body/name must be string',
    ]);
  });

  it('validates responses by status, with nullable fields and refs', () => {
    const m = contract.match('GET', '/things/1')!;
    expect(contract.validateResponse(m, 200, { id: 1, name: 'a', note: null })).toEqual([]);
    expect(contract.validateResponse(m, 200, { id: '1', name: 'a' })).toEqual(['response 200 body/id must be integer']);
    expect(contract.validateResponse(m, 500, {})).toEqual([
      'response status 500 is not documented for GET /things/{id}',
    ]);
    const special = contract.match('GET', '/things/special')!;
    expect(contract.validateResponse(special, 204, undefined)).toEqual([]);
  });

  it('loads the real provider contract with its 43 operations', () => {
    const real = loadContract(new URL('../../openapi/provider.yaml', import.meta.url));
    expect(real.operations).toHaveLength(43);
    expect(real.match('GET', '/trainers/templates')?.operationId).toBe('listTrainerTemplates');
  });
});
