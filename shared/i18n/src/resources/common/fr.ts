import type { CommonResources } from './en';

export const commonFr: CommonResources = {
  tryAgain: 'Réessayer',
  noResults: 'Aucun résultat trouvé.',
  errorLoadingLtks: 'Erreur lors du chargement des LTK.',
  followers: 'abonnés',
  follow: 'Suivre',
  following: 'Abonné',
  unfollow: 'Ne plus suivre',
  cancel: 'Annuler',
  close: 'Fermer',
  back: 'Retour',
  share: 'Partager',
  like: "J'aime",
  unlike: "Je n'aime plus",
  shopNow: 'Acheter',
  youSave: 'Vous économisez {{discountPercent}} %',
  loading: 'Chargement…',
  logIn: 'Se connecter',
  signUp: "S'inscrire",
  pageNotFound: 'Cette page est introuvable',
  regionUnavailable: "Cette partie de la page n'a pas pu être chargée.",
};
