/**
 * Where the keyboard focus goes when the control that held it goes away (WCAG 2.4.3, focus order): never to the page's
 * body, which sends a keyboard or screen-reader user back to the top.
 *
 * - `focusReturn()`, as a dialog closes: the element to give the focus back to. The element that last had the focus
 *   outside any dialog (`trackFocus` follows it) when it is still on the page and focusable; else its nearest ancestor
 *   (as the page was then) that still is and takes focus (a task card, `tabIndex={-1}`); else the page's main
 *   landmark. A dialog often answers the very control that opened it by replacing it ('Mark as completed' becomes
 *   'You completed this task'), so "back where it was" must survive that control's removal.
 * - `useFocusHandoff()`: for a control that replaces itself with another in the same place ('Go to platform' becomes
 *   'Open platform again'): the outgoing one hands the focus to the incoming one, when it had it.
 */
import { useCallback, useRef } from 'react';

/** Whether `element` can take the focus now: on the page, not disabled or inert, and focusable. */
export function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element === element.ownerDocument.body) return false;
  if ((element as HTMLButtonElement).disabled || element.closest('[inert]')) return false;
  return element.tabIndex >= 0 || element.hasAttribute('tabindex');
}

/** The focused element's ancestors, itself first, up to the body. */
function pathOf(element: Element | null, doc: Document): Element[] {
  const path: Element[] = [];
  for (let node = element; node && node !== doc.body; node = node.parentElement) path.push(node);
  return path;
}

/** The first element of `path` still able to take the focus, else the page's main landmark, else null. */
function firstStillThere(path: readonly Element[], doc: Document): HTMLElement | null {
  const found = path.find((element) => canTakeFocus(element));
  if (found) return found;
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  return canTakeFocus(main) ? main : null;
}

const inDialog = (element: Element) => Boolean(element.closest('[role="dialog"], [role="alertdialog"]'));

/** Where the focus last was outside any dialog, as the page was then (see focusReturn). */
let lastOutside: Element[] = [];
let tracking = false;

/** Follows the focus outside dialogs, once per page (a dialog module starts it as it loads). */
export function trackFocus(doc: Document = document): void {
  if (tracking) return;
  tracking = true;
  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof Element && !inDialog(target)) lastOutside = pathOf(target, doc);
    },
    true,
  );
}

/**
 * The element a dialog gives the focus back to as it closes: see the file's comment. Taken from where the focus last
 * was outside any dialog, so a control that lost it just before (disabled while its call ran) still counts.
 */
export function focusReturn(doc: Document = document): HTMLElement | null {
  const active = doc.activeElement;
  const path = active && active !== doc.body && !inDialog(active) ? pathOf(active, doc) : lastOutside;
  return firstStillThere(path, doc);
}

/**
 * Refs for a control that replaces itself: `outgoing` on the control that goes, `incoming` on the one that comes in
 * its place. When the outgoing control held the focus as it went, the incoming one takes it as it arrives (both
 * happen in one commit: React detaches the outgoing ref before it removes the element, and attaches the incoming
 * one after the new element is in the page).
 */
export function useFocusHandoff<Out extends HTMLElement = HTMLElement, In extends HTMLElement = HTMLElement>() {
  const outgoingElement = useRef<Out | null>(null);
  const handOff = useRef(false);
  const outgoing = useCallback((element: Out | null) => {
    if (element) {
      outgoingElement.current = element;
      handOff.current = false;
      return;
    }
    const gone = outgoingElement.current;
    handOff.current = Boolean(gone && gone.ownerDocument.activeElement === gone);
    outgoingElement.current = null;
  }, []);
  const incoming = useCallback((element: In | null) => {
    if (!element || !handOff.current) return;
    handOff.current = false;
    element.focus();
  }, []);
  return { outgoing, incoming };
}
