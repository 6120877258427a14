import { pageTitle } from '@ltk/routes';

export interface PageTitleController {
  /** A new page: its route default, unless a remote already titled this path. */
  enterPage(pathname: string, defaultTitle: string | undefined): void;
  /** A remote's 'page/title' for the page at `pathname` (the current one). */
  remoteTitle(pathname: string, title: string): void;
}

/**
 * Owns `document.title` ('%s | {brand}'). A remote may publish its title before the shell sees the
 * routing event of the page it belongs to, so that title is kept for its path and wins over the default.
 */
export function createPageTitleController({
  brand,
  doc = document,
}: {
  brand: string;
  doc?: Pick<Document, 'title'>;
}): PageTitleController {
  let early: { pathname: string; title: string } | null = null;
  let current: string | null = null;
  return {
    enterPage(pathname, defaultTitle) {
      current = pathname;
      const title = early?.pathname === pathname ? early.title : defaultTitle;
      early = null;
      doc.title = pageTitle(title, brand);
    },
    remoteTitle(pathname, title) {
      if (pathname !== current) early = { pathname, title };
      doc.title = pageTitle(title.trim() || undefined, brand);
    },
  };
}
