/** The template id in the address, or null when it is not one. */
export function templateIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
