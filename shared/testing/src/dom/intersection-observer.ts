import { act } from '@testing-library/react';

type Observed = { callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean };

/** Replaces IntersectionObserver with a controllable fake; `intersect(el)` fires observers watching `el`. */
export function installIntersectionObserver() {
  const observers: Observed[] = [];
  class FakeIntersectionObserver {
    private readonly record: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  return {
    /** Fires every live observer watching `element`; returns how many fired. */
    intersect(element: Element): number {
      const live = observers.filter((o) => !o.disconnected && o.elements.includes(element));
      act(() => {
        for (const o of live)
          o.callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      });
      return live.length;
    },
  };
}
