import { escapeHtml, quotedAttr } from './escape-html';
import type { Preview } from './preview-source';
import type { ScriptPreload } from './remote-scripts';

/** `<link rel="preload" as="script">` for each script, right after `<title>` (else before `</head>`). */
export function injectScriptPreloads(html: string, scripts: ScriptPreload[]): string {
  if (!scripts.length) return html;
  const tags = scripts
    .map(
      ({ href, cors }) =>
        `<link rel="preload" as="script"${cors ? ' crossorigin="anonymous"' : ''} href="${escapeHtml(href)}" />`,
    )
    .join('\n    ');
  return /<\/title>/i.test(html)
    ? html.replace(/<\/title>/i, (end) => `${end}\n    ${tags}`)
    : html.replace(/<\/head>/i, () => `${tags}\n</head>`);
}

/**
 * The shell's HTML with a preview: `<title>` ('%s | brand'), description, Open Graph, Twitter card, canonical link
 * and the hero's preload, every value escaped. Image URLs resolve against `imageBase` (the api's public URL).
 * `saveData`: the reader asked for less data: the page shows 1x images, so the preload is the 1x URL alone.
 */
export function injectPreview(
  html: string,
  preview: Preview,
  {
    origin,
    brand,
    imageBase,
    saveData = false,
  }: { origin: string; brand: string; imageBase: string; saveData?: boolean },
): string {
  const title = preview.title ? `${preview.title} | ${brand}` : brand;
  const absolute = (url: string) => new URL(url, imageBase).toString();
  const canonical = new URL(preview.canonicalPath, origin).toString();
  const meta = (key: string, name: string, content: string) =>
    `<meta ${key}=${quotedAttr(name)} content=${quotedAttr(content)} />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    preview.hero
      ? `<link rel="preload" as="image" fetchpriority="high" href=${quotedAttr(preview.hero.href)}${
          preview.hero.srcset && !saveData ? ` imagesrcset=${quotedAttr(preview.hero.srcset)}` : ''
        } />`
      : '',
    meta('name', 'description', preview.description),
    `<link rel="canonical" href=${quotedAttr(canonical)} />`,
    meta('property', 'og:site_name', brand),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title || brand),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', canonical),
    preview.image ? meta('property', 'og:image', absolute(preview.image)) : '',
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title || brand),
    meta('name', 'twitter:description', preview.description),
    preview.image ? meta('name', 'twitter:image', absolute(preview.image)) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const existing = /<title>[\s\S]*?<\/title>/i;
  // A function replacement: `$` in user content is not a replacement pattern.
  return existing.test(html)
    ? html.replace(existing, () => tags)
    : html.replace(/<\/head>/i, () => `${tags}\n</head>`);
}
