import { ANNOUNCE_SETTLE_MS, createRouteFocus } from './route-focus';

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML =
    '<div id="header"><a href="/p" id="link">A post</a><input id="search" /></div><main id="main"></main>' +
    '<div id="drawer"><div aria-modal="true"><button id="in-modal">x</button></div></div>';
  document.title = 'Discover | LTK';
});
afterEach(() => jest.useRealTimers());

const announced = () => document.getElementById('route-announcer')?.textContent;

test('moves focus from the link that was pressed to the main region, focusable by script only', () => {
  const focus = createRouteFocus();
  document.getElementById('link')!.focus();
  focus.pageChanged();
  const main = document.getElementById('main')!;
  expect(main).toHaveFocus();
  expect(main).toHaveAttribute('tabindex', '-1');
});

test('leaves focus in a text field and in a modal', () => {
  const focus = createRouteFocus();
  document.getElementById('search')!.focus();
  focus.pageChanged();
  expect(document.getElementById('search')).toHaveFocus();
  document.getElementById('in-modal')!.focus();
  focus.pageChanged();
  expect(document.getElementById('in-modal')).toHaveFocus();
});

test('announces the page title once it has settled, in a polite live region', () => {
  const focus = createRouteFocus();
  focus.pageChanged();
  document.title = 'Product | LTK';
  jest.advanceTimersByTime(ANNOUNCE_SETTLE_MS - 50);
  expect(announced()).toBe('');
  // A remote's title arrives: the announcement waits for it.
  document.title = 'Ruffle Midi Skirt | LTK';
  focus.titleChanged();
  jest.advanceTimersByTime(ANNOUNCE_SETTLE_MS - 50);
  expect(announced()).toBe('');
  jest.advanceTimersByTime(50);
  expect(announced()).toBe('Ruffle Midi Skirt | LTK');
  const region = document.getElementById('route-announcer')!;
  expect(region).not.toHaveAttribute('role');
  expect(region).toHaveAttribute('aria-live', 'polite');
  // A title change that is not a navigation is not announced again.
  document.title = 'Other | LTK';
  focus.titleChanged();
  jest.advanceTimersByTime(ANNOUNCE_SETTLE_MS);
  expect(announced()).toBe('Ruffle Midi Skirt | LTK');
});
