import { ANONYMOUS_AUTH } from '@ltk/contracts';
import { createEventBus } from './create-event-bus';
import { observeTopic } from './observe-topic';

const authed = { status: 'authenticated' as const, accessToken: 't', impersonating: false };

describe('createEventBus', () => {
  it('replays the last value of a state topic to late subscribers', () => {
    const bus = createEventBus();
    bus.publish('auth', ANONYMOUS_AUTH);
    bus.publish('auth', authed);
    const seen: unknown[] = [];
    bus.on('auth').subscribe((value) => seen.push(value));
    expect(seen).toEqual([authed]);
    expect(bus.current('auth')).toEqual(authed);
  });

  it('does not replay event topics', () => {
    const bus = createEventBus();
    bus.publish('cart/open', { open: true });
    const seen: unknown[] = [];
    const stop = observeTopic(bus, 'cart/open', (value) => seen.push(value));
    bus.publish('cart/open', { open: false });
    stop();
    bus.publish('cart/open', { open: true });
    expect(seen).toEqual([{ open: false }]);
  });

  it('keeps instances independent and accepts initial state', () => {
    const a = createEventBus({ initial: { locale: { locale: 'fr' } } });
    const b = createEventBus();
    expect(a.current('locale')).toEqual({ locale: 'fr' });
    expect(b.current('locale')).toBeUndefined();
  });

  it('completes subscribers on dispose', () => {
    const bus = createEventBus();
    const complete = jest.fn();
    bus.on('navigate').subscribe({ complete });
    bus.dispose();
    expect(complete).toHaveBeenCalled();
  });
});
