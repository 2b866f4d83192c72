/**
 * The build settings the app and index.html's boot script both read, as pure functions of their raw values (the app
 * reads them from `import.meta.env`, the build hands them to the boot script): no DOM, no app imports.
 */

/** The fake provider's port when the build names neither an API URL nor a port. */
export const DEFAULT_PROVIDER_PORT = '4010';

/** A setting's value, trimmed; null when unset or blank. */
export function clean(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/**
 * Base URL of the provider API: the build's (VITE_API_URL), else the fake provider on the page's own host, at
 * VITE_PROVIDER_PORT or the default port.
 */
export function apiBaseUrl(
  api: string | null | undefined,
  providerPort: string | null | undefined,
  location: { protocol: string; hostname: string },
): string {
  return clean(api) ?? `${location.protocol}//${location.hostname}:${clean(providerPort) ?? DEFAULT_PROVIDER_PORT}/api`;
}
