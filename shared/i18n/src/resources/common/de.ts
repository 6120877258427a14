import type { CommonResources } from './en';

export const commonDe: CommonResources = {
  tryAgain: 'Erneut versuchen',
  noResults: 'Keine Ergebnisse gefunden.',
  errorLoadingLtks: 'Fehler beim Laden der LTKs.',
  followers: 'Follower',
  follow: 'Folgen',
  following: 'Folge ich',
  unfollow: 'Nicht mehr folgen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  back: 'Zurück',
  share: 'Teilen',
  like: 'Gefällt mir',
  unlike: 'Gefällt mir nicht mehr',
  shopNow: 'Jetzt shoppen',
  youSave: 'Sie sparen {{discountPercent}} %',
  loading: 'Wird geladen…',
  logIn: 'Anmelden',
  signUp: 'Registrieren',
  pageNotFound: 'Diese Seite wurde nicht gefunden',
  regionUnavailable: 'Dieser Teil der Seite konnte nicht geladen werden.',
};
