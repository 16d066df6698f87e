// Shared setup of the jsdom projects: jest-dom matchers, Testing Library's wait, and the browser APIs Chakra's
// Menu/Popover/Select/Tabs/Dialog need but jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { forgetAccountData } from '@/lib/account-data';
import { startWithNoStyles } from './emotion';

// The whole Chakra app renders in jsdom: on a busy machine (CI's two cores, three workers) a page, a lazy chunk or a
// dialog can take seconds to show, so findBy*/waitFor wait up to 10 s (a passing test never waits longer than its
// condition needs). Set here for every file: set in one file, it also reached the files after it in a worker's
// shared module registry, and a file's 1 s default then depended on the order files ran in.
configure({ asyncUtilTimeout: 10_000 });

// Each file starts with no style rules in the document (./emotion.ts).
beforeAll(() => startWithNoStyles());

afterEach(() => {
  cleanup();
  // Each test starts with nothing kept for an account (src/lib/account-data.ts: form drafts, engaged tasks, open
  // attempts): what one test typed must not fill the next one's form.
  forgetAccountData();
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo = vi.fn() as unknown as Element['scrollTo'];
Element.prototype.scrollIntoView = vi.fn();
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(),
})) as unknown as typeof window.matchMedia;

// A label's control and a field's labels, found the way the HTML standard says (the element whose id the label's
// `for` names, else the label's first labelable descendant). jsdom walks the whole document for every label's
// control, and Testing Library's label queries read the labels of every element on the page: on a page of many
// fields (the task upload's 77 niches) one query cost a second. Here a control comes from the document's id index,
// and the labels of every control from one index per document, built again after any change a mutation observer
// reports (read synchronously with takeRecords, so a query right after a change never sees the old index). Plain
// DOM calls only: jsdom's selector engine and its live collections' proxies are slower still. Nodes outside a
// document keep jsdom's own lookups; `labels` is an array in tree order here (Testing Library reads it with
// Array.from).
const LABELABLE = new Set(['BUTTON', 'INPUT', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA']);
const isLabelable = (element: Element) =>
  LABELABLE.has(element.tagName) &&
  !(element.tagName === 'INPUT' && element.getAttribute('type')?.toLowerCase() === 'hidden');

function controlOf(label: Element, root: Document): Element | null {
  if (label.hasAttribute('for')) {
    const id = label.getAttribute('for');
    const target = id ? root.getElementById(id) : null;
    return target && isLabelable(target) ? target : null;
  }
  const walker = root.createTreeWalker(label, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (isLabelable(node as Element)) return node as Element;
  }
  return null;
}

interface LabelIndex {
  observer: MutationObserver;
  byControl: Map<Element, HTMLLabelElement[]> | null;
}
const labelIndexes = new WeakMap<Document, LabelIndex>();

function labelsByControl(root: Document): Map<Element, HTMLLabelElement[]> {
  let index = labelIndexes.get(root);
  if (!index) {
    const created: LabelIndex = { observer: new MutationObserver(() => (created.byControl = null)), byControl: null };
    created.observer.observe(root, { subtree: true, childList: true, attributeFilter: ['for', 'id', 'type'] });
    labelIndexes.set(root, (index = created));
  }
  if (index.observer.takeRecords().length > 0) index.byControl = null;
  if (!index.byControl) {
    const byControl = new Map<Element, HTMLLabelElement[]>();
    const walker = root.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node as Element).tagName !== 'LABEL') continue;
      const control = controlOf(node as Element, root);
      if (!control) continue;
      const labels = byControl.get(control) ?? [];
      labels.push(node as HTMLLabelElement);
      byControl.set(control, labels);
    }
    index.byControl = byControl;
  }
  return index.byControl;
}

const jsdomControl = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')?.get;
Object.defineProperty(HTMLLabelElement.prototype, 'control', {
  configurable: true,
  get(this: HTMLLabelElement) {
    const root = this.getRootNode();
    if (!(root instanceof Document)) return (jsdomControl?.call(this) as Element | null | undefined) ?? null;
    return controlOf(this, root);
  },
});
for (const type of [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
]) {
  const jsdomLabels = Object.getOwnPropertyDescriptor(type.prototype, 'labels')?.get;
  if (!jsdomLabels) continue;
  Object.defineProperty(type.prototype, 'labels', {
    configurable: true,
    get(this: HTMLElement) {
      const root = this.getRootNode();
      if (!(root instanceof Document) || !isLabelable(this)) return jsdomLabels.call(this) as unknown;
      return labelsByControl(root).get(this) ?? [];
    },
  });
}

// `[id="…"]`, the selector Testing Library looks up an aria-labelledby label with (one call per labelled element a
// query reads: every checkbox of a list, every tab), answered from the document's id index instead of jsdom's
// selector engine walking the container: the first element in tree order with that id, as the selector would find.
// getElementById gives the document's first; inside the container it is the container's first as well. When it is
// not inside (or the node is outside a document, or the selector is anything else), jsdom's own lookup answers.
const ID_SELECTOR = /^\[id="([^"\\]+)"\]$/;
for (const type of [Document, DocumentFragment, Element]) {
  const jsdomQuerySelector = Object.getOwnPropertyDescriptor(type.prototype, 'querySelector')?.value as
    ((this: ParentNode, selectors: string) => Element | null) | undefined;
  if (!jsdomQuerySelector) continue;
  Object.defineProperty(type.prototype, 'querySelector', {
    configurable: true,
    writable: true,
    value(this: ParentNode, selectors: string): Element | null {
      const id = ID_SELECTOR.exec(selectors)?.[1];
      const document = this instanceof Document ? this : (this as Node).ownerDocument;
      if (id !== undefined && document && (this as Node).isConnected) {
        const found = document.getElementById(id);
        if (found && found !== this && this.contains(found)) return found;
      }
      return jsdomQuerySelector.call(this, selectors);
    },
  });
}
