/**
 * The test environment's label lookups (tests/setup/dom.ts replaces jsdom's slow ones): a label's control and a
 * field's labels as the HTML standard defines them, never stale after the document changes, and the `[id="…"]`
 * lookup of an aria-labelledby label answering as the selector does.
 */
import { getByLabelText } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('label lookups', () => {
  it('a label names the control its for= points at, or the first labelable element inside it', () => {
    document.body.innerHTML = `
      <label id="by-id" for="email">E-mail</label><input id="email">
      <label id="wrapping">Remember me <span><input type="hidden"><input id="remember" type="checkbox"></span></label>
      <label id="empty-for" for="">Nothing</label>
      <label id="not-labelable" for="box">Box</label><div id="box"></div>`;
    const label = (id: string) => document.getElementById(id) as HTMLLabelElement;
    expect(label('by-id').control).toBe(document.getElementById('email'));
    expect(label('wrapping').control).toBe(document.getElementById('remember'));
    expect(label('empty-for').control).toBeNull();
    expect(label('not-labelable').control).toBeNull();
  });

  it("a field's labels are every label naming it, in document order; a hidden input has none", () => {
    document.body.innerHTML = `
      <label id="first" for="name">Name</label>
      <label id="second">Full name <input id="name"></label>
      <label id="third" for="name">Your name</label>
      <input id="secret" type="hidden">`;
    const name = document.getElementById('name') as HTMLInputElement;
    expect(Array.from(name.labels ?? []).map((label) => label.id)).toEqual(['first', 'second', 'third']);
    expect((document.getElementById('secret') as HTMLInputElement).labels).toBeNull();
  });

  it('sees a change made just before it, in the same task', () => {
    document.body.innerHTML = '<label id="l" for="a">Amount</label><input id="a"><input id="b">';
    expect(getByLabelText(document.body, 'Amount').id).toBe('a');
    document.getElementById('l')?.setAttribute('for', 'b');
    expect(getByLabelText(document.body, 'Amount').id).toBe('b');
    document.getElementById('l')?.remove();
    expect((document.getElementById('b') as HTMLInputElement).labels).toHaveLength(0);
    document.body.insertAdjacentHTML('beforeend', '<label>Count <select id="c"></select></label>');
    expect(getByLabelText(document.body, 'Count').id).toBe('c');
  });

  it('[id="…"] finds what the selector finds: the first in tree order inside the node asked, never the node itself', () => {
    document.body.innerHTML = `
      <div id="outside">twin one</div>
      <section id="box"><p id="outside">twin two</p><span id="inner">inner</span></section>
      <span id="after" aria-labelledby="inner">after</span>`;
    const box = document.getElementById('box') as HTMLElement;
    expect(document.querySelector('[id="outside"]')?.textContent).toBe('twin one');
    expect(box.querySelector('[id="outside"]')?.textContent).toBe('twin two');
    expect(box.querySelector('[id="inner"]')?.id).toBe('inner');
    expect(box.querySelector('[id="after"]')).toBeNull();
    expect(box.querySelector('[id="box"]')).toBeNull();
    expect(document.querySelector('[id="missing"]')).toBeNull();
    expect(getByLabelText(document.body, 'inner', { selector: '*' }).id).toBe('after');
    const detached = document.createElement('div');
    detached.innerHTML = '<b id="inner">detached</b>';
    expect(detached.querySelector('[id="inner"]')?.textContent).toBe('detached');
  });
});
