import { breakpoints, mq } from './breakpoints';

test('breakpoints are xs 0, sm 600, md 960, lg 1280, xl 1920', () => {
  expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
});

test('media queries bound each range', () => {
  expect(mq.up('md')).toBe('@media (min-width: 960px)');
  expect(mq.down('sm')).toBe('@media (max-width: 599.95px)');
  expect(mq.within('sm')).toBe('@media (min-width: 600px) and (max-width: 959.95px)');
  expect(mq.within('xl')).toBe('@media (min-width: 1920px)');
});
