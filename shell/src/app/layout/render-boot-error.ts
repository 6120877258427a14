/** Last resort when the shell cannot start (no runtime config): plain DOM, no React or i18n. */
export function renderBootError(doc: Document = document) {
  const page = doc.getElementById('shell-page') ?? doc.body;
  const section = doc.createElement('section');
  section.setAttribute('role', 'alert');
  section.dataset.testid = 'boot-error';
  const title = doc.createElement('h1');
  title.textContent = 'An error occurred';
  const message = doc.createElement('p');
  message.textContent = 'Sorry, but we encountered an error. Please try again later.';
  section.append(title, message);
  page.replaceChildren(section);
}
