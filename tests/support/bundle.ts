/** A chunk of a synthetic rolldown bundle, for the build plugins' tests (scripts/bootPlugin.ts). */
export const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
  name?: string,
) => ({
  type: 'chunk' as const,
  fileName,
  name,
  facadeModuleId,
  imports,
  isEntry,
});
