/**
 * The first load's evaluation in slices: the browser evaluates a page's static module graph in one task,
 * so the libraries', the API layer's and the app's top-level code (schemas, machines, the route tree) made one task of
 * 20 to 30 ms at 1x, which Lighthouse's simulation replays at 4x and counts as blocking. A top-level `await` of a
 * message at the start of the named chunks makes each of them evaluate in a task of its own, after the chunks it
 * imports: the framework, then the API layer, then the app. Web builds only: the TV build targets Chrome 69, which has
 * no top-level await (and its measure is the first row, not the blocking time).
 */
import type { Plugin } from 'vite';

/** `nextTask` (src/performance/nextTask.ts) as one statement, at the top of a chunk. */
export const YIELD_TO_NEXT_TASK =
  'await new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => { channel.port1.close(); resolve(); }; channel.port2.postMessage(null); });\n';

export function evalSlicesPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'club:eval-slices',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunkNames.includes(chunk.name)) return null;
      return { code: YIELD_TO_NEXT_TASK + code, map: null };
    },
  };
}
