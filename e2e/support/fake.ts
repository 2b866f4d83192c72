/** Helpers for talking to the fake provider's test controls from e2e tests. */
import type { APIRequestContext } from '@playwright/test';

/** Same port arithmetic as playwright.config.ts (E2E_PORT_BASE, default 4300). */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300);
export const PROVIDER = `http://localhost:${PORT_BASE + 11}`;
export const WEB_ORIGIN = `http://localhost:${PORT_BASE + 73}`;

export async function resetProvider(request: APIRequestContext) {
  const res = await request.post(`${PROVIDER}/__control/reset`);
  if (!res.ok()) throw new Error(`reset failed: ${res.status()}`);
}

export async function injectFault(
  request: APIRequestContext,
  fault: {
    method?: string;
    path?: string;
    /** Scope the fault to requests for this club key: tests run in parallel against one fake. */
    club?: string;
    status: number;
    times?: number;
    delayMs?: number;
    target?: string;
  },
) {
  const res = await request.post(`${PROVIDER}/__control/faults`, { data: fault });
  if (!res.ok()) throw new Error(`fault injection failed: ${res.status()}`);
}

/** Clears the faults of one club key (or all of them: only safe when no other test runs). */
export async function clearFaults(request: APIRequestContext, club?: string) {
  await request.delete(`${PROVIDER}/__control/faults${club ? `?club=${encodeURIComponent(club)}` : ''}`);
}

export async function contractViolations(request: APIRequestContext): Promise<unknown[]> {
  const res = await request.get(`${PROVIDER}/__control/violations`);
  const body = (await res.json()) as { violations?: unknown[] } | unknown[];
  return Array.isArray(body) ? body : (body.violations ?? []);
}
