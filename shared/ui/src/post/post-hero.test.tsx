import type { Post, PostMedia } from '@ltk/contracts';
import { screen } from '@testing-library/react';
import { renderUi } from '../test/render-ui';
import { PostHero } from './post-hero';

const post = {
  id: 'post-v',
  heroImage: 'http://api.test/images/post/v.jpg',
  heroImageWidth: 1080,
  heroImageHeight: 1440,
} as Post;
const video: PostMedia = { type: 'video', url: 'http://api.test/videos/v.mp4', width: 1080, height: 1920 };

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  if (connection) Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  else delete (navigator as Navigator & { connection?: unknown }).connection;
}

afterEach(() => setConnection(undefined));

describe('PostHero', () => {
  it('offers the hero at 1x to 3x', () => {
    renderUi(<PostHero post={post} alt="Hero" />);
    expect(screen.getByRole('img', { name: 'Hero' }).getAttribute('srcset')).toMatch(
      /dpr=1.* 1x, .*dpr=2.* 2x, .*dpr=3.* 3x$/,
    );
  });

  it('in Save-Data mode offers the 1x hero alone, the same URL as its src', () => {
    setConnection({ saveData: true });
    renderUi(<PostHero post={post} alt="Hero" />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image.getAttribute('srcset')).toBe(`${image.getAttribute('src')} 1x`);
  });

  it('a video does not play by itself and, in Save-Data mode (here 2g), loads nothing before play', () => {
    const { unmount } = renderUi(<PostHero post={post} video={video} alt="Clip" />);
    const normal = screen.getByLabelText('Clip');
    expect(normal).not.toHaveAttribute('autoplay');
    expect(normal).not.toHaveAttribute('preload');
    unmount();
    setConnection({ effectiveType: '2g' });
    renderUi(<PostHero post={post} video={video} alt="Clip" />);
    const saving = screen.getByLabelText('Clip');
    expect(saving).not.toHaveAttribute('autoplay');
    expect(saving).toHaveAttribute('preload', 'none');
  });
});
