/**
 * What the page shows when the app must not start (a configuration mistake such as a wrong API base address):
 * plain DOM, no Chakra or React, so it shows whatever else is broken. The message is also logged with
 * console.error for whoever opens the console.
 */
export function showStartupError(container: HTMLElement, message: string): void {
  console.error(`Cliq did not start: ${message}`);
  const section = document.createElement('section');
  section.setAttribute('role', 'alert');
  section.style.cssText =
    'max-width:40rem;margin:4rem auto;padding:1.5rem;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;' +
    'border:1px solid #e03131;border-radius:8px;background:#fff5f5';
  const heading = document.createElement('h1');
  heading.textContent = 'Cliq cannot start';
  heading.style.cssText = 'font-size:1.5rem;margin:0 0 .75rem';
  const detail = document.createElement('p');
  detail.textContent = message;
  detail.style.cssText = 'margin:0 0 .75rem;overflow-wrap:anywhere';
  const hint = document.createElement('p');
  hint.textContent =
    'This is a problem with how this site is set up, not with your account. If you run this site, fix config.js ' +
    '(or VITE_API_BASE) and reload; otherwise, please try again later.';
  hint.style.cssText = 'margin:0;color:#495057';
  section.append(heading, detail, hint);
  container.replaceChildren(section);
}
