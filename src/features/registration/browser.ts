/** Browser navigation the wizard needs, behind one object so component tests can replace it. */
export const browser = {
  /** The resume flow's "the page reloads" (spec point 4). */
  reload: (): void => window.location.reload(),
};
