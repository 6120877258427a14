import type { CommonResources } from './en';

export const commonIt: CommonResources = {
  tryAgain: 'Riprova',
  noResults: 'Nessun risultato trovato.',
  errorLoadingLtks: 'Errore durante il caricamento degli LTK.',
  followers: 'follower',
  follow: 'Segui',
  following: 'Segui già',
  unfollow: 'Non seguire più',
  cancel: 'Annulla',
  close: 'Chiudi',
  back: 'Indietro',
  share: 'Condividi',
  like: 'Mi piace',
  unlike: 'Non mi piace più',
  shopNow: 'Acquista ora',
  youSave: 'Risparmi il {{discountPercent}}%',
  loading: 'Caricamento…',
  logIn: 'Accedi',
  signUp: 'Registrati',
  pageNotFound: 'Impossibile trovare questa pagina',
  regionUnavailable: 'Impossibile caricare questa parte della pagina.',
};
