/**
 * The web build evaluates the API layer and the app each in a task of their own (scripts/evalSlicesPlugin.ts);
 * the TV build (Chrome 69, no top-level await) does not.
 */
import { describe, expect, it } from 'vitest';
import type { Plugin, UserConfig } from 'vite';
import { evalSlicesPlugin, YIELD_TO_NEXT_TASK } from '../../scripts/evalSlicesPlugin';
import viteConfig from '../../vite.config';

type RenderChunk = (code: string, chunk: { name: string }) => { code: string } | null;

const renderChunk = (plugin: Plugin) => plugin.renderChunk as unknown as RenderChunk;

async function pluginNames(mode: string) {
  const config = (await (viteConfig as unknown as (env: { mode: string; command: string }) => UserConfig)({
    mode,
    command: 'build',
  })) as UserConfig;
  return (config.plugins ?? []).flat().map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : null));
}

describe('evaluation in slices', () => {
  it('puts a top-level await of the next task at the start of the named chunks only', () => {
    const run = renderChunk(evalSlicesPlugin(['api', 'index']));
    expect(run('const a = 1;', { name: 'api' })?.code).toBe(`${YIELD_TO_NEXT_TASK}const a = 1;`);
    expect(run('const b = 2;', { name: 'index' })?.code.startsWith('await new Promise')).toBe(true);
    expect(run('const c = 3;', { name: 'framework' })).toBeNull();
    expect(run('const d = 4;', { name: 'api-account' })).toBeNull();
  });

  it('the awaited promise resolves in a later task, after a task queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'));
    await new Promise((resolve) => setTimeout(resolve));
    const channelFirst = new MessageChannel();
    channelFirst.port1.onmessage = () => {
      order.push('queued task');
      channelFirst.port1.close();
    };
    channelFirst.port2.postMessage(null);
    // the statement, run as the body of an async function (what a module with a top-level await is)
    const body = new Function(`return (async () => { ${YIELD_TO_NEXT_TASK} })();`) as () => Promise<void>;
    await body();
    order.push('after the await');
    expect(order).toEqual(['earlier task', 'queued task', 'after the await']);
  });

  it('is part of the web build and not of the TV build', async () => {
    expect(await pluginNames('production')).toContain('club:eval-slices');
    expect(await pluginNames('tv')).not.toContain('club:eval-slices');
  });
});
