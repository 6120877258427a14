/**
 * Last resort when the shell cannot start (no runtime config, a boot chunk that would not load or run): plain DOM, no
 * React, i18n or styles sheet, so its few styles are set here (a centred column in the system font).
 */
export function renderBootError(doc: Document = document) {
  const page = doc.getElementById('shell-page') ?? doc.body;
  const section = doc.createElement('section');
  section.setAttribute('role', 'alert');
  section.dataset.testid = 'boot-error';
  Object.assign(section.style, {
    maxWidth: '640px',
    margin: '48px auto',
    padding: '0 16px',
    fontFamily: 'system-ui, sans-serif',
    textAlign: 'center',
  });
  const title = doc.createElement('h1');
  title.textContent = 'An error occurred';
  const message = doc.createElement('p');
  message.textContent = 'Sorry, but we encountered an error. Please try again later.';
  section.append(title, message);
  page.replaceChildren(section);
}
