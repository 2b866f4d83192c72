/**
 * The build's chunking rule for src/api, derived from the one operation list (./operations); vite.config.ts reads it
 * (in Node: this module and ./operations import nothing else).
 *
 * - 'api', in the first load: everything of src/api the first screen runs: the client, errors, queries, paths, the
 *   shared call and decode helpers, `common/`, and, for each domain with 'eager' operations, its `ops.eager.ts`,
 *   schemas and mappers (the lazy operations of such a domain reuse them from there);
 * - 'api-<domain>', loaded with the first call of one of the domain's 'lazy' operations (./lazyEndpoints): its
 *   `ops.lazy.ts` and what only they read (`schemas.lazy.ts`, `mappers.lazy.ts`: a product's detail, teams, news),
 *   and, for a domain with no 'eager' operation, all its schemas and mappers;
 * - no group for src/api's own `*.lazy.ts` (the query factories only later screens use): they go with those screens.
 * A module the first load does not run must match no test of the 'api' group: a group takes in every module its
 * test matches, whoever imports it.
 */
import { DOMAINS, tiersOf, type Domain } from './operations.ts';

export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority: number;
}

const SEP = '[\\\\/]';
const API = `src${SEP}api${SEP}`;

/** A mixed domain's lazy modules: `ops.lazy.ts`, and the `schemas.lazy.ts` / `mappers.lazy.ts` only they read. */
function lazyModuleFile(domain: Domain): string {
  return `${domain}${SEP}[^\\\\/]*\\.lazy\\.ts`;
}

/**
 * The chunk groups of src/api, for rolldown's `output.codeSplitting.groups` (priority above the app's own code);
 * `alsoFirstLoad` names other modules the first screen runs that should ride in 'api'.
 */
export function apiChunkGroups(priority = 5, alsoFirstLoad?: RegExp): ChunkGroup[] {
  const lazyOnly = DOMAINS.filter((domain) => !tiersOf(domain).includes('eager'));
  const withLazy = DOMAINS.filter((domain) => tiersOf(domain).includes('lazy'));
  const mixed = withLazy.filter((domain) => !lazyOnly.includes(domain));
  const notFirstLoad = [
    ...lazyOnly.map((domain) => `${domain}${SEP}`),
    ...mixed.map(lazyModuleFile),
    // the routes' loaders load with their routes
    `loaders${SEP}`,
    // src/api's own lazy modules (the later screens' query factories) load with the screens that import them
    '[^\\\\/]*\\.lazy\\.ts',
  ];
  return [
    {
      name: 'api',
      test: new RegExp(`${API}(?!${notFirstLoad.join('|')})${alsoFirstLoad ? `|${alsoFirstLoad.source}` : ''}`),
      priority,
    },
    ...withLazy.map((domain) => ({
      name: `api-${domain}`,
      test: new RegExp(`${API}${lazyOnly.includes(domain) ? `${domain}${SEP}` : lazyModuleFile(domain)}`),
      priority,
    })),
  ];
}
