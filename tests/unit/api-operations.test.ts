/**
 * The one operation list (src/api/operations.ts) and what derives from it: where each operation lives and the
 * build's chunk groups (src/api/chunks.ts, read by vite.config.ts). The bindings are checked against the list by the
 * compiler (src/api/endpoints.ts) and against the contract by api-endpoints.test.ts.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiChunkGroups } from '~/api/chunks';
import { operations } from '~/api/endpoints';
import { DOMAINS, OPERATIONS, OPERATION_NAMES, operationModule, tiersOf } from '~/api/operations';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apiDir = join(root, 'src/api');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The group a module lands in: the names of the groups whose test matches it. */
function groupsOf(id: string): string[] {
  return apiChunkGroups()
    .filter((group) => group.test.test(id))
    .map((group) => group.name);
}

describe('the operation list', () => {
  it('places each operation in its domain and tier module, next to the domain schemas and mappers', async () => {
    for (const name of OPERATION_NAMES) {
      const { domain, tier } = OPERATIONS[name];
      const url = pathToFileURL(join(apiDir, `${operationModule(domain, tier)}.ts`)).href;
      const module = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
      expect(module[name], name).toBe(operations[name]);
    }
    for (const domain of DOMAINS) {
      const inDomain = readdirSync(join(apiDir, domain)).sort();
      const tiers = tiersOf(domain);
      // a domain with both tiers may keep what only its lazy operations read apart, to load with them
      const lazyParts = tiers.length === 2 ? ['mappers.lazy.ts', 'schemas.lazy.ts'] : [];
      expect(inDomain, domain).toEqual(
        [
          ...tiers.map((tier) => `${operationModule(domain, tier).split('/')[1]}.ts`),
          'mappers.ts',
          'schemas.ts',
          ...lazyParts.filter((file) => inDomain.includes(file)),
        ].sort(),
      );
    }
  });

  it('has operations of the first load only for the startup and the home', () => {
    expect(OPERATION_NAMES.filter((name) => OPERATIONS[name].tier === 'eager').sort()).toEqual(
      ['getClubConfiguration', 'getConfiguration', 'getHome', 'getUser', 'listSlides'].sort(),
    );
  });
});

describe('the chunk groups', () => {
  const all = files(apiDir);
  const lazyOnly = DOMAINS.filter((domain) => !tiersOf(domain).includes('eager'));

  it('put every module of src/api in exactly one group, with posix and windows separators', () => {
    for (const file of all) {
      // src/api's own lazy modules go with the screens that import them, the routes' loaders with their routes
      const path = relative(apiDir, file);
      const own = (path.endsWith('.lazy.ts') && !path.includes('/')) || path.startsWith('loaders/');
      expect(groupsOf(file), file).toHaveLength(own ? 0 : 1);
      expect(groupsOf(file.replace(/\//g, '\\')), file).toEqual(groupsOf(file));
    }
  });

  it('keep the lazy operations, and the domains with no eager operation, out of the first-load group', () => {
    for (const file of all) {
      const path = relative(apiDir, file);
      const domain = DOMAINS.find((d) => path.startsWith(`${d}/`));
      const lazy = domain !== undefined && (lazyOnly.includes(domain) || path.endsWith('.lazy.ts'));
      if (domain === undefined && (path.endsWith('.lazy.ts') || path.startsWith('loaders/')))
        expect(groupsOf(file), path).toEqual([]);
      else expect(groupsOf(file), path).toEqual([lazy ? `api-${domain}` : 'api']);
    }
  });

  it("keep a mixed domain's lazy schemas and mappers with its lazy operations", () => {
    expect(groupsOf(join(apiDir, 'catalogue/schemas.lazy.ts'))).toEqual(['api-catalogue']);
    expect(groupsOf(join(apiDir, 'catalogue/mappers.lazy.ts'))).toEqual(['api-catalogue']);
    expect(groupsOf(join(apiDir, 'catalogue/mappers.ts'))).toEqual(['api']);
  });

  it('take in the other first-load modules they are given, and only those', () => {
    const groups = apiChunkGroups(5, /src[\\/]app[\\/]env\.ts$/);
    const of = (id: string) => groups.filter((group) => group.test.test(id)).map((group) => group.name);
    expect(of(join(root, 'src/app/env.ts'))).toEqual(['api']);
    expect(of(join(root, 'src/app/machines.ts'))).toEqual([]);
    expect(of(join(apiDir, 'booking/ops.lazy.ts'))).toEqual(['api-booking']);
  });

  it('leave the rest of the app alone', () => {
    for (const id of ['src/app/machines.ts', 'src/features/account/useAccount.ts', 'node_modules/zod/mini/index.js']) {
      expect(groupsOf(join(root, id)), id).toEqual([]);
    }
  });
});
