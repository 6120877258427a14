import type { PlatformContext } from '@ltk/platform';
import { isSupportedLocale, loadLocale, writeLocaleCookie } from '@ltk/i18n';
import { distinctUntilChanged, filter, map, skip, switchMap } from 'rxjs';

/**
 * Keeps the locale consistent everywhere: a 'locale' change on the bus loads that locale's strings, then
 * switches i18next (every mounted remote re-renders, never through English) and sets `<html lang>`; it
 * writes the one-year cookie and, for a logged-in user, saves it in settings. Logging in loads the user's
 * saved locale.
 */
export function startLocaleSync(
  { bus, api, i18n }: Pick<PlatformContext, 'bus' | 'api' | 'i18n'>,
  doc: Document = document,
): () => void {
  let fromSettings: string | null = null;
  const locale$ = bus.on('locale').pipe(
    map(({ locale }) => locale),
    filter(isSupportedLocale),
    distinctUntilChanged(),
  );
  // switchMap: a newer choice made while a locale is loading wins over the older one.
  const applied = locale$
    .pipe(switchMap((locale) => loadLocale(i18n, locale).then(() => locale)))
    .subscribe((locale) => {
      doc.documentElement.lang = locale;
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
    });
  const saved = locale$.pipe(skip(1)).subscribe((locale) => {
    writeLocaleCookie(locale, doc);
    if (fromSettings === locale) {
      fromSettings = null;
      return;
    }
    if (bus.current('auth')?.status === 'authenticated') {
      api
        .updateSettings({ locale })
        .catch((error: unknown) => console.error('Error saving user settings', error));
    }
  });
  const loaded = bus
    .on('auth')
    .pipe(
      map((auth) => (auth.status === 'authenticated' ? auth.user?.userId : undefined)),
      distinctUntilChanged(),
      filter((userId): userId is string => Boolean(userId)),
    )
    .subscribe(() => {
      api.getSettings().then(
        ({ settings }) => {
          const current = bus.current('locale')?.locale;
          if (isSupportedLocale(settings.locale) && settings.locale !== current) {
            fromSettings = settings.locale;
            bus.publish('locale', { locale: settings.locale });
          }
        },
        (error: unknown) => console.error('Error fetching user settings', error),
      );
    });
  return () => {
    applied.unsubscribe();
    saved.unsubscribe();
    loaded.unsubscribe();
  };
}
