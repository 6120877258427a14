import { startLinkPrefetch } from './prefetch-linked-pages';

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.innerHTML = '<span>go</span>';
  document.body.appendChild(a);
  return a;
}

const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('startLinkPrefetch', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('prefetches the remote owning a hovered or focused same-origin link, once per remote', async () => {
    const prefetch = jest.fn(async () => undefined);
    stop = startLinkPrefetch({ prefetch, allowed: () => true });
    hover(link('/post/abc').firstElementChild!);
    link('/products/p1').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    hover(link('/posts/def'));
    expect(prefetch.mock.calls).toEqual([['mfe_product']]);
    hover(link('/explore/anna'));
    expect(prefetch).toHaveBeenLastCalledWith('mfe_creator_shop');
  });

  it('skips shell pages, unknown paths, other origins, and everything when not allowed (2g, data saver)', () => {
    const prefetch = jest.fn(async () => undefined);
    let allowed = true;
    stop = startLinkPrefetch({ prefetch, allowed: () => allowed });
    hover(link('/login'));
    hover(link('/no/such/page/here'));
    hover(link('https://creator.example.com/post/abc'));
    allowed = false;
    hover(link('/search?keyword=x'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('tries again after a failed prefetch', async () => {
    const prefetch = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    stop = startLinkPrefetch({ prefetch, allowed: () => true });
    const a = link('/search?keyword=x');
    hover(a);
    await Promise.resolve();
    await Promise.resolve();
    hover(a);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
