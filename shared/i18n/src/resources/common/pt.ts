import type { CommonResources } from './en';

export const commonPt: CommonResources = {
  tryAgain: 'Tentar novamente',
  noResults: 'Nenhum resultado encontrado.',
  errorLoadingLtks: 'Erro ao carregar os LTKs.',
  followers: 'seguidores',
  follow: 'Seguir',
  following: 'Seguindo',
  unfollow: 'Deixar de seguir',
  cancel: 'Cancelar',
  close: 'Fechar',
  back: 'Voltar',
  share: 'Compartilhar',
  like: 'Curtir',
  unlike: 'Descurtir',
  shopNow: 'Compre agora',
  youSave: 'Você economiza {{discountPercent}}%',
  loading: 'Carregando…',
  logIn: 'Entrar',
  signUp: 'Cadastre-se',
  pageNotFound: 'Esta página não foi encontrada',
  regionUnavailable: 'Não foi possível carregar esta parte da página.',
};
