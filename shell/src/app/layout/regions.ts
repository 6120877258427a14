import type { RemoteName } from '@ltk/contracts';

/** The layout slots of index.html plus one container per remote inside its slot. */
export interface ShellRegions {
  header: HTMLElement;
  banners: HTMLElement;
  main: HTMLElement;
  /** Where the shell renders its own pages (auth, 404, fallbacks). */
  page: HTMLElement;
  footer: HTMLElement;
  drawer: HTMLElement;
  modals: HTMLElement;
  /** Container of the shell's React root (portals into the slots). */
  root: HTMLElement;
  remote(name: RemoteName): HTMLElement;
}

function slot(doc: Document, id: string, parent: HTMLElement = doc.body): HTMLElement {
  let element = doc.getElementById(id);
  if (!element) {
    element = doc.createElement('div');
    element.id = id;
    parent.appendChild(element);
  }
  return element;
}

/** Finds (or creates, in tests) the layout slots; remote containers are created on first use. */
export function getShellRegions(doc: Document = document): ShellRegions {
  const main = slot(doc, 'main');
  const drawer = slot(doc, 'drawer');
  const containers = new Map<RemoteName, HTMLElement>();
  return {
    header: slot(doc, 'header'),
    banners: slot(doc, 'banners'),
    main,
    page: slot(doc, 'shell-page', main),
    footer: slot(doc, 'footer'),
    drawer,
    modals: slot(doc, 'modals'),
    root: slot(doc, 'shell-root'),
    remote(name) {
      let container = containers.get(name);
      if (!container) {
        container = slot(doc, `app-${name}`, name === 'mfe_cart' ? drawer : main);
        container.dataset.remote = name;
        containers.set(name, container);
      }
      return container;
    },
  };
}
