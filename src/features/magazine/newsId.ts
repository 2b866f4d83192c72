/** The news route's id (spec §2 magazine/{newId}): kept free of date-fns because route guards run in the entry. */
export function parseNewsId(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
