/**
 * The one operation list (src/api/operations.ts) and what derives from it: where each operation lives and the
 * build's chunk groups (src/api/chunks.ts, read by vite.config.ts). The bindings are checked against the list by the
 * compiler (src/api/endpoints.ts) and against the contract by api-endpoints.test.ts.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiChunkGroups } from '../../src/api/chunks';
import { operations } from '../../src/api/endpoints';
import { DOMAINS, OPERATIONS, OPERATION_NAMES, operationModule, tiersOf } from '../../src/api/operations';

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
      expect(inDomain, domain).toEqual(
        [
          ...tiersOf(domain).map((tier) => `${operationModule(domain, tier).split('/')[1]}.ts`),
          'mappers.ts',
          'schemas.ts',
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
      expect(groupsOf(file), file).toHaveLength(1);
      expect(groupsOf(file.replace(/\//g, '\\')), file).toEqual(groupsOf(file));
    }
  });

  it('keep the lazy operations, and the domains with no eager operation, out of the first-load group', () => {
    for (const file of all) {
      const path = relative(apiDir, file);
      const domain = DOMAINS.find((d) => path.startsWith(`${d}/`));
      const lazy =
        domain !== undefined && (lazyOnly.includes(domain) || path === `${operationModule(domain, 'lazy')}.ts`);
      expect(groupsOf(file), path).toEqual([lazy ? `api-${domain}` : 'api']);
    }
  });

  it('leave the rest of the app alone', () => {
    for (const id of ['src/app/machines.ts', 'src/features/account/useAccount.ts', 'node_modules/zod/mini/index.js']) {
      expect(groupsOf(join(root, id)), id).toEqual([]);
    }
  });
});
