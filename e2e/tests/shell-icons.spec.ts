import { expect, test } from '../fixtures/test';

const ICONS = [
  { selector: 'link[rel="icon"][type="image/svg+xml"]', type: 'image/svg+xml' },
  { selector: 'link[rel="icon"][sizes="32x32"]', type: 'image/png', size: 32 },
  { selector: 'link[rel="icon"][sizes="192x192"]', type: 'image/png', size: 192 },
  { selector: 'link[rel="icon"][sizes="512x512"]', type: 'image/png', size: 512 },
  { selector: 'link[rel="apple-touch-icon"]', type: 'image/png', size: 180 },
];

test('the favicon and app icons are linked from the head and served as images of their size', async ({
  shell,
  page,
  request,
}) => {
  await shell.goto('/home');
  for (const icon of ICONS) {
    const link = page.locator(`head ${icon.selector}`);
    await expect(link).toHaveAttribute('href', /^\/assets\/.+/);
    const href = (await link.getAttribute('href')) ?? '';
    const response = await request.get(new URL(href, page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(icon.type);
    const body = await response.body();
    if (icon.size) {
      // PNG: width and height are the big-endian words at bytes 16 and 20 of the IHDR chunk.
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([icon.size, icon.size]);
    } else {
      expect(body.toString('utf8')).toContain('<svg');
    }
  }
});
