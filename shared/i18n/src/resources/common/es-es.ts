import type { CommonResources } from './en';

export const commonEsEs: CommonResources = {
  tryAgain: 'Reintentar',
  noResults: 'No se han encontrado resultados.',
  errorLoadingLtks: 'Error al cargar los LTK.',
  followers: 'seguidores',
  follow: 'Seguir',
  following: 'Siguiendo',
  unfollow: 'Dejar de seguir',
  cancel: 'Cancelar',
  close: 'Cerrar',
  back: 'Atrás',
  share: 'Compartir',
  like: 'Me gusta',
  unlike: 'Ya no me gusta',
  shopNow: 'Comprar ahora',
  youSave: 'Ahorras un {{discountPercent}} %',
  loading: 'Cargando…',
  logIn: 'Iniciar sesión',
  signUp: 'Registrarse',
  pageNotFound: 'No se ha encontrado esta página',
  regionUnavailable: 'No se ha podido cargar esta parte de la página.',
};
