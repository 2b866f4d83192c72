/** The architecture's import rules (docs/architecture.md) are enforced by the linter: these snippets must fail it. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('architecture import rules', () => {
  it('machines may not import React, the router, the HTTP client or src/**', async () => {
    const file = 'machines/demo/badMachine.ts';
    expect(await ruleIds("import { useState } from 'react';\nexport const x = useState;\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await ruleIds("import { createRouter } from '@tanstack/react-router';\nexport const x = createRouter;\n", file),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await ruleIds("import createClient from 'openapi-fetch';\nexport const x = createClient;\n", file),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds("import { i18n } from '@lingui/core';\nexport const x = i18n;\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await ruleIds("import { createApi } from '../../src/api/client';\nexport const x = createApi;\n", file),
    ).toContain('@typescript-eslint/no-restricted-imports');
    // the shared types and pure rules of src/domain are allowed; domain types from src/api are not
    expect(await ruleIds("import type { User } from '../../src/domain';\nexport type X = User;\n", file)).toEqual([]);
    expect(
      await ruleIds("import { formatPrice } from '../../src/domain';\nexport const f = formatPrice;\n", file),
    ).toEqual([]);
    expect(await ruleIds("import type { User } from '../../src/api/domain';\nexport type X = User;\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds("import { parseId } from '../../src/app/env';\nexport const p = parseId;\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    // the same through the aliases
    expect(await ruleIds("import { parseId } from '~/app/env';\nexport const p = parseId;\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds("import type { User } from '~/domain';\nexport type X = User;\n", file)).toEqual([]);
    expect(await ruleIds("import { setup } from 'xstate';\nexport const m = setup({});\n", file)).toEqual([]);
    // message descriptors from the macro are allowed, and types of the runtime
    expect(await ruleIds("import { msg } from '@lingui/core/macro';\nexport const m = msg`Hi`;\n", file)).toEqual([]);
    expect(
      await ruleIds(
        "import type { MessageDescriptor } from '@lingui/core';\nexport type M = MessageDescriptor;\n",
        file,
      ),
    ).toEqual([]);
  });

  it('components are presentational', async () => {
    const file = 'src/components/Thing.tsx';
    expect(
      await ruleIds(
        "import { sessionMachine } from '../../machines/session/sessionMachine';\nexport const x = sessionMachine;\n",
        file,
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds("import { createApi } from '../api/client';\nexport const x = createApi;\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds("import type { Card } from '../api/domain';\nexport type C = Card;\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds("import type { Card } from '../domain';\nexport type C = Card;\n", file)).toEqual([]);
    for (const from of ['~machines/session/sessionMachine', '~/api/client', '~/services/stripe'])
      expect(await ruleIds(`import { x } from '${from}';\nexport const y = x;\n`, file)).toContain(
        '@typescript-eslint/no-restricted-imports',
      );
    expect(await ruleIds("import type { Card } from '~/domain';\nexport type C = Card;\n", file)).toEqual([]);
  });

  it('features take domain types from src/domain, never from src/api', async () => {
    const file = 'src/features/home/Thing.ts';
    expect(await ruleIds("import type { Home } from '../../api/domain';\nexport type H = Home;\n", file)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds("import type { Home } from '../../domain';\nexport type H = Home;\n", file)).toEqual([]);
  });

  it('features take their flows from src/app/machines only, never a provision or another src/app module', async () => {
    const file = 'src/features/home/useThing.ts';
    for (const from of ['../../app/provide/login', '../../app/notify', '../../app/inspect', '~/app/session']) {
      expect(await ruleIds(`import { x } from '${from}';\nexport const y = x;\n`, file)).toContain(
        '@typescript-eslint/no-restricted-imports',
      );
    }
    expect(
      await ruleIds(
        "import { useFlow, useActorRef } from '~/app/machines';\nexport const y = [useFlow, useActorRef];\n",
        file,
      ),
    ).toEqual([]);
  });

  it('src/domain imports nothing of the app, React, the router or XState', async () => {
    const file = 'src/domain/thing.ts';
    for (const from of [
      '../api/client',
      '../app/env',
      '../features/home/rows',
      '../components/Button',
      '../../machines/shared/stubs',
      '~/app/env',
      '~machines/shared/stubs',
      'react',
      '@tanstack/react-router',
      'xstate',
      '@xstate/react',
      '@lingui/core',
    ]) {
      expect(await ruleIds(`import { x } from '${from}';\nexport const y = x;\n`, file)).toContain(
        '@typescript-eslint/no-restricted-imports',
      );
    }
    expect(await ruleIds("import type { Language } from './club';\nexport type L = Language;\n", file)).toEqual([]);
    expect(await ruleIds("export type { MessageDescriptor } from '@lingui/core';\n", file)).toEqual([]);
  });

  it('services and first-load code never import the wiring, features or routes', async () => {
    for (const file of ['src/services/thing.ts', 'src/performance/thing.ts']) {
      for (const from of ['~/app/session', '../app/router', '~/features/shell/useShell', '~/routes/index'])
        expect(await ruleIds(`import { x } from '${from}';\nexport const y = x;\n`, file)).toContain(
          '@typescript-eslint/no-restricted-imports',
        );
      expect(await ruleIds("import { x } from '~/domain';\nexport const y = x;\n", file)).toEqual([]);
    }
  });

  it('a feature does not import another feature', async () => {
    const code = "import { useShell } from '../shell/useShell';\nexport const x = useShell;\n";
    expect(await ruleIds(code, 'src/features/home/Thing.ts')).toContain('@typescript-eslint/no-restricted-imports');
    const aliased = "import { useShell } from '~/features/shell/useShell';\nexport const x = useShell;\n";
    expect(await ruleIds(aliased, 'src/features/home/Thing.ts')).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await ruleIds("import { useHome } from './useHome';\nexport const x = useHome;\n", 'src/features/home/Thing.ts'),
    ).toEqual([]);
  });

  it('only src/app provides actors to machines', async () => {
    const code =
      "import { sessionMachine } from '../../machines/session/sessionMachine';\nexport const m = sessionMachine.provide({});\n";
    expect(await ruleIds(code, 'src/routes/foo.tsx')).toContain('no-restricted-syntax');
    expect(await ruleIds(code, 'src/app/foo.ts')).not.toContain('no-restricted-syntax');
  });

  it('query keys come from the factories of src/api/queries.ts, never written by hand', async () => {
    const code =
      "export const f = (q: { invalidateQueries(o: object): void }) => q.invalidateQueries({ queryKey: ['club', 'x'] });\n";
    for (const file of ['src/app/provide/thing.ts', 'src/features/thing/thing.ts', 'src/api/thing.ts'])
      expect(await ruleIds(code, file)).toContain('no-restricted-syntax');
    const factory = "import { queryKeys } from './queries';\nexport const k = { queryKey: queryKeys.club('x') };\n";
    expect(await ruleIds(factory, 'src/api/thing.ts')).toEqual([]);
    // the provide rule still holds beside it outside src/app
    expect(
      await ruleIds(
        "import { m as aMachine } from 'x';\nexport const x = aMachine.provide({});\n",
        'src/features/t/t.ts',
      ),
    ).toContain('no-restricted-syntax');
  });

  it('e2e specs take test and expect from e2e/support/test (the CSP-violation guard)', async () => {
    const file = 'e2e/web/new.spec.ts';
    expect(
      await ruleIds("import { expect, test } from '@playwright/test';\nexport { expect, test };\n", file),
    ).toContain('no-restricted-imports');
    expect(await ruleIds("import type { Page } from '@playwright/test';\nexport type P = Page;\n", file)).toEqual([]);
    expect(await ruleIds("import { expect, test } from '../support/test';\nexport { expect, test };\n", file)).toEqual(
      [],
    );
  });
});
