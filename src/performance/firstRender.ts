/**
 * The app's first render. Once the session has settled (the club's configuration answered: the usual case
 * by then), the address's page is matched and guarded first (`router.load()`), so React draws the shell with the page
 * in one render instead of the shell, then (from the router's mount effect, synchronously) the page. That render is a
 * transition, which React cuts into 5 ms slices: index.html's shell shows meanwhile and a touch or a key never waits
 * behind it. A session still waiting for its club renders at once (the shell's splash shows while it waits).
 *
 * `immediate` renders at once and synchronously, as before: with `?inspect` (the inspector's own root redraws for each
 * actor the render creates, which would restart the transition's render, and create the actors again, until it
 * expired) and on TV, where what counts is the first row on screen, not the blocking time Lighthouse measures on
 * phones: Playwright at 1920x1080, 9 to 11 loads, the first row came 1,476 to 1,704 ms (median) after navigation this
 * way and 1,701 to 1,753 ms with the load first and the transition.
 */
import { startTransition } from 'react';
import { nextTask } from './nextTask';

export interface FirstRenderDeps {
  /** whether the session has settled (its club known or its failure shown) */
  settled(): boolean;
  /** the router's load of the current address */
  load(): Promise<unknown>;
  /** `root.render(...)` of the app */
  render(): void;
  /** render at once and synchronously (the flow inspector, TV) */
  immediate: boolean;
  /** React's `startTransition` (a seam for tests) */
  transition?: (scope: () => void) => void;
}

export async function firstRender({ settled, load, render, immediate, transition = startTransition }: FirstRenderDeps) {
  if (immediate) return render();
  if (settled()) {
    // a failed load (a chunk that could not be fetched) is the router's to show once mounted
    await load().catch(() => undefined);
    await nextTask();
  }
  transition(render);
}
