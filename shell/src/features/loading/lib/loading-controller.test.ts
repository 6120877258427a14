import { createLoadingController, type LoadingPhase } from './loading-controller';

describe('loading controller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const phases: LoadingPhase[] = [];
    return { phases, controller: createLoadingController((p) => phases.push(p)) };
  }

  it('never shows for loads shorter than 200 ms', () => {
    const { phases, controller } = setup();
    controller.start();
    jest.advanceTimersByTime(199);
    controller.finish();
    jest.advanceTimersByTime(1000);
    expect(phases).toEqual([]);
  });

  it('shows after 200 ms and hides 500 ms after the load finishes', () => {
    const { phases, controller } = setup();
    controller.start();
    jest.advanceTimersByTime(200);
    expect(phases).toEqual(['loading']);
    controller.finish();
    expect(phases).toEqual(['loading', 'done']);
    jest.advanceTimersByTime(499);
    expect(phases).toEqual(['loading', 'done']);
    jest.advanceTimersByTime(1);
    expect(phases).toEqual(['loading', 'done', 'hidden']);
  });

  it('waits for every overlapping load', () => {
    const { phases, controller } = setup();
    controller.start();
    controller.start();
    jest.advanceTimersByTime(300);
    controller.finish();
    expect(phases).toEqual(['loading']);
    controller.finish();
    expect(phases).toEqual(['loading', 'done']);
  });
});
