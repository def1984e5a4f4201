/**
 * The portal mounts @mantine/modals' provider after its first screen (app/layouts/portal.tsx), and
 * a dialog opened before it listens is lost: a quick click on Delete showed nothing. Openers wait
 * for this promise, which the provider's mount resolves.
 */
let markReady: () => void = () => {};
export const dialogsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
export const markDialogsReady = () => markReady();
