// The integration steps under the live demo: each snippet with its number, title, note, a Copy
// button and the highlighted code.
import { highlight } from './highlight';
import { snippets } from './snippets';

export function renderSnippets(list: HTMLElement, apiUrl: string): void {
  list.replaceChildren(
    ...snippets(apiUrl).map((s, index) => {
      const item = document.createElement('li');
      item.className = 'step';
      const head = document.createElement('div');
      head.className = 'step-head';
      const number = document.createElement('span');
      number.className = 'step-number';
      number.textContent = String(index + 1);
      const title = document.createElement('h3');
      title.textContent = s.title;
      const note = document.createElement('p');
      note.textContent = s.note;
      const text = document.createElement('div');
      text.append(title, note);
      const copy = document.createElement('button');
      copy.type = 'button';
      copy.className = 'btn btn-small copy';
      copy.textContent = 'Copy';
      copy.setAttribute('aria-label', `Copy: ${s.title}`);
      copy.addEventListener('click', async () => {
        try {
          await navigator.clipboard.writeText(s.code);
          copy.textContent = 'Copied';
        } catch {
          copy.textContent = 'Select and copy';
        }
        setTimeout(() => (copy.textContent = 'Copy'), 1600);
      });
      head.append(number, text, copy);
      const pre = document.createElement('pre');
      pre.className = `code lang-${s.lang}`;
      const code = document.createElement('code');
      code.innerHTML = highlight(s.code, s.lang);
      pre.append(code);
      pre.tabIndex = 0;
      pre.setAttribute('aria-label', s.title);
      item.append(head, pre);
      return item;
    }),
  );
}
