/** Parses the {trainerId} path segment: a positive integer, else null (the page then redirects to /trainers). */
export function parseTrainerId(raw: string): number | null {
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
