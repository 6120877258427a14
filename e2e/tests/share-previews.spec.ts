import { randomUUID } from 'node:crypto';
import { API_BASE_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

interface Post {
  id: string;
  profileId: string;
  title: string;
  caption: string;
  heroImage: string;
  media: { type: string; url: string }[];
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The `<head>` fields a link unfurler reads, from raw HTML. */
function preview(html: string) {
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
    return found ? unescape(found[1]!) : null;
  };
  const preload =
    /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)" imagesrcset="([^"]*)"/.exec(html);
  return {
    titles:
      html.match(/<title>([^<]*)<\/title>/g)?.map((tag) => unescape(tag.replace(/<\/?title>/g, ''))) ?? [],
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    ogUrl: meta('og:url'),
    twitterCard: meta('twitter:card'),
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''),
    preload: preload ? { href: unescape(preload[1]!), srcset: unescape(preload[2]!) } : null,
  };
}

/** A featured post shown as an image (a video post's hero is the video's poster). */
async function imagePost(): Promise<{ post: Post; creator: string }> {
  const url = `${API_BASE_URL}/v3/activities/posts/global/featured?limit=24&includes=profiles&includes=ltks`;
  const response = await fetch(url);
  expect(response.ok, url).toBe(true);
  const { data } = (await response.json()) as {
    data: { ltks: Post[]; profiles: { id: string; displayName: string }[] };
  };
  const post = data.ltks.find((ltk) => ltk.heroImage && !ltk.media.some((media) => media.type === 'video'));
  if (!post) throw new Error('no featured post with an image hero');
  return { post, creator: data.profiles.find((p) => p.id === post.profileId)?.displayName ?? '' };
}

test.describe('share previews', () => {
  test("a post page's raw HTML has its title, Open Graph tags and hero preload, and the page uses that image", async ({
    request,
    page,
    baseURL,
  }) => {
    const { post, creator } = await imagePost();
    const response = await request.get(`/post/${post.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const head = preview(await response.text());

    const title = post.title.trim() || `Post by ${creator}`;
    expect(head.titles).toEqual([`${title} | LTK`]);
    expect(head.ogTitle).toBe(title);
    expect(head.description).toBe(post.caption.replace(/\s+/g, ' ').trim().slice(0, 200) || title);
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogUrl).toBe(`${baseURL}/post/${post.id}`);
    expect(head.canonical).toBe(head.ogUrl);
    expect(head.twitterCard).toBe('summary_large_image');
    const hero = new URL(post.heroImage, API_BASE_URL);
    hero.search = '?w=450&dpr=1&q=80';
    expect(head.ogImage).toBe(hero.toString());
    expect(head.preload?.href).toBe(hero.toString());
    expect(head.preload?.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['1x', '2x', '3x']);

    // The page's hero is the preloaded image: the same src and srcset, so the browser fetches it once.
    await page.goto(`/post/${post.id}`);
    const img = page.locator('#app-mfe_product img[fetchpriority="high"]');
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('src', head.preload!.href);
    await expect(img).toHaveAttribute('srcset', head.preload!.srcset);
    await expect(page).toHaveTitle(`${title} | LTK`);
  });

  test('an unknown post is a 404 that still serves the shell', async ({ request, page }) => {
    const response = await request.get(`/post/${randomUUID()}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('id="main"');
    expect(preview(html).titles).toEqual(['LTK']);
    expect(preview(html).ogTitle).toBeNull();

    // The SPA still boots and shows its 404 screen.
    await page.goto(`/post/${randomUUID()}`);
    const screen = page.locator('#shell-page [data-status="404"]');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('404 Oh No!');
  });
});
