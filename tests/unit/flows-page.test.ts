import { describe, expect, it } from 'vitest';
import flows from '../../docs/flows/flows.json';
import paths from '../../docs/flows/paths.json';
import { inspectHref, RUNS_ON } from '~/inspector/FlowsPage';

describe('the flows page knows every flow', () => {
  it('says where each flow runs, and has its QA paths', () => {
    expect(flows.map((f) => f.name).filter((n) => !(n in RUNS_ON))).toEqual([]);
    expect(Object.keys(RUNS_ON).filter((n) => !flows.some((f) => f.name === n))).toEqual([]);
    expect(flows.map((f) => f.name).filter((n) => !(paths as Record<string, string>)[n])).toEqual([]);
  });

  it('opens a page with the inspector on the flow', () => {
    expect(inspectHref('rent', '/product/2004')).toBe('/product/2004?inspect=rent');
    expect(inspectHref('search', '/search?search=climb')).toBe('/search?search=climb&inspect=search');
  });
});
