/** The circle a link opens when its id is not a number. */
const DEFAULT_CIRCLE_ID = 3;

/** /circle/{id}: the id as a positive whole number, or circle 3 when it is not one. */
export function circleIdFrom(raw: string | undefined): number {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : DEFAULT_CIRCLE_ID;
}
