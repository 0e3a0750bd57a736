// The app's first commit over a prerendered page: the text it shows is already on screen, so it appears as
// it is rather than being revealed again (a scramble over text the visitor is reading is a flash).

let takingOver =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.hasAttribute('data-prerendered') === true;

/** True until the first commit's effects have run, on a page that was prerendered. */
export function isTakingOver(): boolean {
  return takingOver;
}

/** Called once the first commit is done (by the shell, whose effects run after its children's). */
export function endTakeOver(): void {
  takingOver = false;
}
