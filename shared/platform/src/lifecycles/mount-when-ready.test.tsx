import { act, within } from '@testing-library/react';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import type { PlatformProps } from '@ltk/contracts';
import { registerLazyResources } from '@ltk/i18n';
import { createPlatform } from '../context/create-platform';
import { usePlatform } from '../hooks/use-platform';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { createParcel } from './create-parcel';
import { jsonFetch, mountProps, runLifecycle } from '../test-support/mount-props';

/** Starts a mount and lets a tick pass in act (React work is flushed when act ends; the mount may still wait). */
async function startMount(lifecycles: LifeCycles<PlatformProps>, props: ReturnType<typeof mountProps>) {
  let mounting: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounting = (lifecycles.mount as LifeCycleFn<PlatformProps>)(props);
    await tick();
  });
  return { mounting };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function frenchPlatform() {
  return createPlatform({
    config: { apiBaseUrl: 'http://api.test', brand: 'LTK', env: 'production' },
    storage: null,
    locale: 'fr',
    fetchImpl: jsonFetch({}),
  });
}

/** Every text the region ever showed, so a flash of English cannot hide between assertions. */
function recordTexts(region: HTMLElement): string[] {
  const texts: string[] = [];
  new MutationObserver(() => texts.push(region.textContent ?? '')).observe(region, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return texts;
}

/** Reads its strings without suspending (as page titles do), so only the mount can hold it back. */
function CartTitle() {
  const { i18n } = usePlatform();
  return (
    <p>
      {i18n.t('title', { ns: 'mfe_cart' })} / {i18n.t('tryAgain')}
    </p>
  );
}

describe('mounting under a non-English locale', () => {
  it('waits in mount for the remote’s strings (beforeMount) and paints French first', async () => {
    const platform = frenchPlatform();
    let resolveFr: (strings: { title: string }) => void = () => undefined;
    const fr = new Promise<{ title: string }>((resolve) => (resolveFr = resolve));
    const region = document.body.appendChild(document.createElement('div'));
    const texts = recordTexts(region);
    const cart = createRemoteLifecycles(CartTitle, {
      router: { kind: 'none' },
      beforeMount: ({ i18n }) =>
        registerLazyResources(i18n, 'mfe_cart', { en: { title: 'My Carts' }, loaders: { fr: () => fr } }),
    });
    const props = mountProps('mfe_cart', platform, region);
    await runLifecycle(cart.bootstrap, props);

    let mounted = false;
    const { mounting } = await startMount(cart, props);
    void mounting.then(() => (mounted = true));
    await act(tick);
    expect(mounted).toBe(false);
    expect(region).toBeEmptyDOMElement();

    await act(async () => {
      resolveFr({ title: 'Mes paniers' });
      await tick();
    });
    await mounting;
    expect(mounted).toBe(true);
    expect(within(region).getByText('Mes paniers / Réessayer')).toBeInTheDocument();
    expect(texts.filter((text) => /My Carts|Try Again/.test(text))).toEqual([]);
    await runLifecycle(cart.unmount, props);
  });

  it('a parcel without beforeMount still waits for every namespace already registered', async () => {
    const platform = frenchPlatform();
    let resolveFr: (strings: { label: string }) => void = () => undefined;
    const fr = new Promise<{ label: string }>((resolve) => (resolveFr = resolve));
    void registerLazyResources(platform.i18n, 'shell-ui', {
      en: { label: 'Search' },
      loaders: { fr: () => fr },
    });
    const region = document.body.appendChild(document.createElement('div'));
    const texts = recordTexts(region);
    function SearchLabel() {
      return <p>{usePlatform().i18n.t('label', { ns: 'shell-ui' })}</p>;
    }
    const parcel = createParcel(SearchLabel, { router: { kind: 'none' } });
    if (typeof parcel === 'function') throw new Error('expected a parcel object');
    const props = mountProps('mfe_search/search-menu', platform, region);
    await runLifecycle(parcel.bootstrap, props);

    const { mounting } = await startMount(parcel, props);
    expect(region).toBeEmptyDOMElement();
    await act(async () => {
      resolveFr({ label: 'Rechercher' });
      await tick();
    });
    await mounting;
    expect(within(region).getByText('Rechercher')).toBeInTheDocument();
    expect(texts.filter((text) => text.includes('Search'))).toEqual([]);
    await runLifecycle(parcel.unmount, props);
  });
});
