import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('adds width, height, dpr and quality', () => {
    expect(imageUrl('http://localhost:4000/images/posts/p1.jpg', { width: 450, height: 736, dpr: 2 })).toBe(
      'http://localhost:4000/images/posts/p1.jpg?w=450&h=736&dpr=2&q=80',
    );
  });

  it('caps the pixel ratio to 1–3 and keeps existing parameters', () => {
    expect(imageUrl('http://x.test/a.jpg?v=1', { width: 88, dpr: 4.5 })).toBe(
      'http://x.test/a.jpg?v=1&w=88&dpr=3&q=80',
    );
    expect(imageUrl('/images/a.jpg', { width: 256, dpr: 0.5 })).toBe('/images/a.jpg?w=256&dpr=1&q=80');
    expect(imageUrl('/images/a.jpg', { width: 256, dpr: 1.5 })).toBe('/images/a.jpg?w=256&dpr=2&q=80');
  });
});
