/**
 * The portal mounts @mantine/modals' provider (app/layouts/portal.tsx) when a dialog is first
 * asked for, so a page that opens none never fetches the dialogs' code; a dialog opened before
 * the provider listens would be lost, so openers wait for it through `whenDialogsReady`.
 */
let want: () => void = () => {};
/** Settles when the first dialog is asked for: the portal then mounts the provider. */
export const dialogsWanted = new Promise<void>((resolve) => {
  want = resolve;
});
let markReady: () => void = () => {};
const dialogsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
export const markDialogsReady = () => markReady();

/** Asks for the dialogs' provider; settles once it listens. */
export function whenDialogsReady(): Promise<void> {
  want();
  return dialogsReady;
}
