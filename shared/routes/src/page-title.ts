/** Page title with the template '%s | {brand}'; the brand alone when there is no title. */
export function pageTitle(title: string | undefined, brand: string): string {
  return title ? `${title} | ${brand}` : brand;
}
