import { imageSrcSet, imageUrl } from './image-url';

test('adds width, height, pixel ratio and quality 80', () => {
  const url = new URL(
    imageUrl('http://localhost:4000/images/post/p1.jpg', { width: 225, height: 300, dpr: 2 }),
  );
  expect(Object.fromEntries(url.searchParams)).toEqual({ w: '225', h: '300', dpr: '2', q: '80' });
});

test('srcset lists pixel ratios 1 to 3', () => {
  expect(imageSrcSet('http://x.test/a.jpg', { width: 88 })).toBe(
    'http://x.test/a.jpg?w=88&dpr=1&q=80 1x, http://x.test/a.jpg?w=88&dpr=2&q=80 2x, http://x.test/a.jpg?w=88&dpr=3&q=80 3x',
  );
});

test('srcset lists the 1x candidate alone in Save-Data mode, the same URL as the plain image URL', () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  try {
    expect(imageSrcSet('http://x.test/a.jpg', { width: 88 })).toBe(
      `${imageUrl('http://x.test/a.jpg', { width: 88 })} 1x`,
    );
  } finally {
    delete (navigator as Navigator & { connection?: unknown }).connection;
  }
});
