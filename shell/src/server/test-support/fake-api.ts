// The fake api the shell's server is tested against (a real local http server, no fetch mocks), and readers of the
// HTML it renders.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PREPAINT_HANDOFF } from '../prepaint';

export const SHELL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>LTK</title>
    <script>window.boot = 1;</script>
  </head>
  <body><div id="main"></div></body>
</html>
`;
export const ORIGIN = 'https://www.example.test';
export const EVIL = `<script>alert("x")</script> & 'q' $& $1`;

interface FakePost {
  id: string;
  profileId: string;
  title: string;
  caption: string;
  heroImage: string;
  heroImageWidth?: number | string;
  heroImageHeight?: number;
  media: Array<{ type: string; url: string; width: number; height: number }>;
}
interface FakeProfile {
  id: string;
  displayName: string;
  fullName: string;
  bio: string;
  avatarUrl: string;
}
interface FakeProduct {
  id: string;
  name: string;
  advertiserName: string;
  imageUrl: string;
}
interface FakeSet {
  id: string;
  profileId: string;
  title: string;
  subtype: string;
  description: string;
  coverPhotoUrls: string[];
}

/** What the fake api knows (api fields as they may come: a width that is not a number, markup in every text). */
export const data: {
  posts: Record<string, FakePost>;
  profiles: Record<string, FakeProfile>;
  products: Record<string, FakeProduct>;
  sets: Record<string, FakeSet>;
  collections: Record<string, { id: string; profileId: string; title: string; items: string[] }>;
} = {
  posts: {
    p1: {
      id: 'p1',
      profileId: 'c1',
      title: 'Summer looks',
      caption: '  Linen   dress\nand sandals  ',
      heroImage: 'http://img.test/images/post/sig/p1.jpg',
      heroImageWidth: 1080,
      heroImageHeight: 1350,
      media: [],
    },
    evilhero: {
      id: 'evilhero',
      profileId: 'c2',
      title: 'x',
      caption: EVIL,
      heroImage: `http://img.test/h.jpg?a="><script>alert(1)</script>&b='<b>`,
      heroImageWidth: `"><script>alert(2)</script>`,
      heroImageHeight: 10,
      media: [],
    },
    untitled: {
      id: 'untitled',
      profileId: 'c1',
      title: '  ',
      caption: '',
      heroImage: 'http://img.test/images/post/sig/untitled.jpg',
      media: [],
    },
    video: {
      id: 'video',
      profileId: 'c1',
      title: 'Clip',
      caption: 'A clip',
      heroImage: '/images/post/sig/video.jpg',
      media: [{ type: 'video', url: 'http://img.test/v.mp4', width: 1, height: 1 }],
    },
    evil: {
      id: 'evil',
      profileId: 'c2',
      title: EVIL,
      caption: `"><img src=x onerror=alert(1)>`,
      heroImage: '',
      media: [],
    },
  },
  profiles: {
    c1: {
      id: 'c1',
      displayName: 'jane.doe',
      fullName: 'Jane Doe',
      bio: 'Style & more',
      avatarUrl: 'http://img.test/a/c1.jpg',
    },
    c2: { id: 'c2', displayName: 'evil', fullName: EVIL, bio: EVIL, avatarUrl: '' },
  },
  products: {
    d1: { id: 'd1', name: 'Linen Dress', advertiserName: 'Shop', imageUrl: 'http://img.test/d1.jpg' },
    devil: { id: 'devil', name: EVIL, advertiserName: `<b>"Shop"</b>`, imageUrl: 'http://img.test/d"1.jpg' },
  },
  sets: {
    s1: {
      id: 's1',
      profileId: 'c1',
      title: 'Beach',
      subtype: 'PRODUCT_SET',
      description: 'Sun',
      coverPhotoUrls: ['http://img.test/s1.jpg'],
    },
    g1: {
      id: 'g1',
      profileId: 'c1',
      title: 'For Mom',
      subtype: 'GIFT_GUIDE',
      description: '',
      coverPhotoUrls: [],
    },
    gevil: {
      id: 'gevil',
      profileId: 'c2',
      title: EVIL,
      subtype: 'GIFT_GUIDE',
      description: EVIL,
      coverPhotoUrls: [],
    },
  },
  // A creator's collections: their posts in the collection's order (a post of another creator among them).
  collections: {
    k1: {
      id: 'k1',
      profileId: 'c1',
      title: 'Summer & sun',
      items: ['untitled', 'evilhero', 'p1', 'evil', 'video'],
    },
    kevil: { id: 'kevil', profileId: 'c2', title: EVIL, items: ['evilhero'] },
  },
};

/** The featured feed's first page: its activities' posts, in order (the api client's page of 36 and includes). */
export const FEATURED = ['p1', 'evilhero', 'untitled', 'video', 'evil'];

/** The fake api: the calls the HTML server makes, with a switchable delay and failure, counting requests. */
export function fakeApi() {
  const state = {
    delayMs: 0,
    fail: false,
    featured: FEATURED,
    /** A creator's feed page answers 500 (the profile still answers). */
    creatorFeedFails: false,
    requests: [] as string[],
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    state.requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) =>
      setTimeout(() => {
        if (state.fail) {
          res.writeHead(500).end('{}');
          return;
        }
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      }, state.delayMs);
    if (url.pathname === '/v2/ltks') {
      const post = data.posts[url.searchParams.get('ids') ?? ''];
      const profile = post && data.profiles[post.profileId];
      send(200, { ltks: post ? [post] : [], profiles: profile ? [profile] : [] });
    } else if (url.pathname === '/v2/product_details/') {
      const details = data.products[url.searchParams.get('ids') ?? ''];
      send(200, { productDetails: details ? [details] : [] });
    } else if (url.pathname === '/v2/profiles/') {
      const name = (url.searchParams.get('display_names') ?? '').toLowerCase();
      send(200, {
        profiles: Object.values(data.profiles).filter((p) => p.displayName.toLowerCase() === name),
      });
    } else if (url.pathname.startsWith('/v3/activities/posts/profile/')) {
      const profileId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      if (state.creatorFeedFails) res.writeHead(500).end('{}');
      else {
        const posts = Object.values(data.posts).filter((post) => post.profileId === profileId);
        send(200, {
          data: {
            activities: posts.map((post) => ({ id: `post:${post.id}`, type: 'ltk', postId: post.id })),
            ltks: posts,
            profiles: [data.profiles[profileId]].filter(Boolean),
          },
        });
      }
    } else if (url.pathname === '/v3/activities/posts/global/featured') {
      const posts = state.featured
        .map((id) => data.posts[id])
        .filter((post): post is FakePost => post !== undefined);
      send(200, {
        data: {
          activities: state.featured.map((id) => ({ id: `post:${id}`, type: 'ltk', postId: id })),
          ltks: posts,
          profiles: Object.values(data.profiles).filter((p) => posts.some((post) => post.profileId === p.id)),
          products: [],
          mediaObjects: [],
        },
        meta: { next: 'n2' },
      });
    } else if (url.pathname.startsWith('/v1/collections/')) {
      const [id = '', items] = url.pathname
        .slice('/v1/collections/'.length)
        .split('/')
        .map(decodeURIComponent);
      const collection = data.collections[id];
      if (!collection) send(404, { error: 'not found' });
      else if (items === 'items')
        send(200, {
          items: collection.items.map((post, position) => ({
            id: `${id}-${position}`,
            externalId: post,
            type: 'post',
            position,
          })),
          postsV2: collection.items.map((post) => data.posts[post]).filter(Boolean),
          meta: {},
        });
      else send(200, { collection: { ...collection, collectionId: id, items: undefined } });
    } else if (url.pathname === '/shop_product/get_shop_product_collection') {
      const set = data.sets[url.searchParams.get('collection_id') ?? ''];
      send(set ? 200 : 404, set ? { shopProductCollection: set } : { error: 'not found' });
    } else send(404, {});
  });
  return { server, state };
}

export const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** Closes a server and the connections fetch keeps alive to it. */
export function stop(server: http.Server) {
  server.closeAllConnections();
  server.close();
}

/** An attribute's or a text's value as the browser reads it. */
export const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every `<meta>`'s content by name or property, the title and the links of a document. */
export function head(html: string) {
  const meta: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    meta[m[1] ?? ''] = unescape(m[2] ?? '');
  const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const canonical = unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');
  const preload =
    /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)"(?: imagesrcset="([^"]*)")? \/>/.exec(
      html,
    );
  return {
    meta,
    title,
    canonical,
    preload: preload
      ? {
          href: unescape(preload[1] ?? ''),
          srcset: preload[2] === undefined ? undefined : unescape(preload[2]),
        }
      : null,
    titles: html.match(/<title>/g)?.length ?? 0,
  };
}

/** The shell's index.html body as the build writes it (the regions the first screen is painted into). */
export const SHELL_WITH_REGIONS = SHELL_HTML.replace(
  '<body><div id="main"></div></body>',
  '<body><div id="header" data-region="header"></div><div id="banners" data-region="banners"></div>' +
    '<main id="main" data-region="main"><div id="shell-page"></div></main></body>',
);

/** The painted first screen of a document: the header frame, the hero layer's image, the hand-over scripts. */
export function firstScreen(html: string) {
  const frame =
    /<div id="header" data-region="header">(<div id="ltk-prepaint-header"[\s\S]*?)<\/div><div id="banners"/.exec(
      html,
    );
  const banners =
    /<div id="banners" data-region="banners">(<div id="ltk-prepaint-banners"[\s\S]*?)<\/div>(?:<div id="ltk-prepaint"|<script>)/.exec(
      html,
    );
  const layer = /<div id="ltk-prepaint" aria-hidden="true" inert>[\s\S]*?(<img [^>]*>)/.exec(html);
  const attrs = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)]
        // React writes some attributes in camel case (srcSet, fetchPriority); the class is Emotion's.
        .filter((m) => m[1] !== 'class')
        .map((m) => [(m[1] ?? '').toLowerCase(), unescape(m[2] ?? '')]),
    ) as Record<string, string>;
  return {
    frame: frame ? (frame[1] ?? '') : null,
    banners: banners ? (banners[1] ?? '') : null,
    hero: layer ? attrs(layer[1] ?? '') : null,
    handoffs: html.split(PREPAINT_HANDOFF).length - 1,
  };
}
