// A tap on a modal dialog's backdrop closes it, as Escape does: on a phone there is no Escape key,
// and a close button can be out of reach. The backdrop's clicks reach the `<dialog>` itself, at a
// point outside its box (a click on its own padding is inside the box and keeps it open).

/** A `@click` handler for a modal `<dialog>`: closes it through `cancel`, so a dialog that handles Escape handles the tap alike. */
export function closeOnBackdrop(event: MouseEvent): void {
  const dialog = event.currentTarget;
  if (!(dialog instanceof HTMLDialogElement) || event.target !== dialog || !dialog.open) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  if (inside) return;
  if (typeof dialog.requestClose === 'function') dialog.requestClose();
  // Browsers without requestClose: the same cancel-then-close a press of Escape makes.
  else if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}
