/**
 * jsdom has the <dialog> element but not showModal(), inertness or Escape's
 * `cancel` event. This gives tests the browser's behaviour: showModal()
 * opens the dialog and makes everything outside it inert; Escape (unless its
 * keydown was prevented) fires a cancelable `cancel`, and closes the dialog
 * when nobody prevents that; close() fires `close`.
 */
const madeInert = new WeakMap<HTMLDialogElement, Element[]>();
const modalStack: HTMLDialogElement[] = [];

/** Forgets the modals a previous test file left open (files share the window: vitest.config.ts). */
export function forgetOpenModals(): void {
  modalStack.length = 0;
}

function inertOutside(dialog: HTMLDialogElement): Element[] {
  const changed: Element[] = [];
  for (let node: Element = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        changed.push(sibling);
      }
    }
  }
  return changed;
}

if (typeof HTMLDialogElement !== 'undefined' && !isImplemented()) {
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    value(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
      this.setAttribute('open', '');
      madeInert.set(this, inertOutside(this));
      modalStack.push(this);
    },
  });
  Object.defineProperty(HTMLDialogElement.prototype, 'close', {
    configurable: true,
    value(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.removeAttribute('open');
      if (returnValue !== undefined) this.returnValue = returnValue;
      for (const element of madeInert.get(this) ?? []) element.removeAttribute('inert');
      madeInert.delete(this);
      modalStack.splice(modalStack.indexOf(this), 1);
      this.dispatchEvent(new Event('close'));
    },
  });
  // Escape's default action, run once the keydown has been dispatched (a listener may prevent it).
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      queueMicrotask(() => {
        const top = modalStack.at(-1);
        if (event.defaultPrevented || !top) return;
        if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
      });
    },
    true,
  );
}

function isImplemented(): boolean {
  const probe = document.createElement('dialog');
  document.body.append(probe);
  try {
    probe.showModal();
    probe.close();
    return true;
  } catch {
    return false;
  } finally {
    probe.remove();
  }
}
