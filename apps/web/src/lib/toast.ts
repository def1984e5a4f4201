let want: () => void = () => {};
/** Settles with the first toast: the app mounts the toasts' container then (app/app.tsx). */
export const toastsWanted = new Promise<void>((resolve) => {
  want = resolve;
});

/** Shows a toast; the toast code is fetched on first use, so a page that shows none never loads it. */
export function showToast(color: 'red' | 'green', message: string) {
  want();
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color, message }));
}
