/**
 * Settles once the first screen has been painted. What that screen does not need (the toasts'
 * container) waits for it, instead of taking the network and the main thread from it. main.tsx
 * settles it anyway a few seconds after the load event, for a screen that never reports (a
 * redirect loop, an error).
 */
let settle: () => void = () => undefined;
export const firstScreenShown = new Promise<void>((resolve) => {
  settle = resolve;
});

/** A screen has mounted: settles after the browser has painted it (the frame after this one). */
export function markFirstScreen() {
  requestAnimationFrame(() => setTimeout(settle, 0));
}

/** Settles now, whatever the screens did. */
export function settleFirstScreen() {
  settle();
}
