/**
 * The query the browser's address shows now. React Router updates the address at once but renders
 * a navigation as a transition, so a render's own query can be a change behind: two quick changes
 * (tick "show all", then type a name) must build on the address, or the second undoes the first.
 */
export function addressQuery(): URLSearchParams {
  const { hash } = window.location;
  const start = hash.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : hash.slice(start + 1));
}
