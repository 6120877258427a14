/**
 * jsdom has no layout: every `<ul>`'s top is `top()` px from the viewport (the viewport is 768 tall), so a
 * virtualised list's window and paging line can be driven by hand (change the value, then dispatch `scroll`).
 * Returns the spy; restore it with `mockRestore()`.
 */
export function mockListTop(top: () => number) {
  return jest.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    top: top(),
    bottom: top(),
    left: 0,
    right: 0,
    width: 0,
    height: 0,
    x: 0,
    y: top(),
    toJSON: () => ({}),
  }));
}
