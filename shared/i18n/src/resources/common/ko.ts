import type { CommonResources } from './en';

export const commonKo: CommonResources = {
  tryAgain: '다시 시도',
  noResults: '결과가 없습니다.',
  errorLoadingLtks: 'LTK를 불러오는 중 오류가 발생했습니다.',
  followers: '팔로워',
  follow: '팔로우',
  following: '팔로잉',
  unfollow: '언팔로우',
  cancel: '취소',
  close: '닫기',
  back: '뒤로',
  share: '공유',
  like: '좋아요',
  unlike: '좋아요 취소',
  shopNow: '지금 쇼핑하기',
  youSave: '{{discountPercent}}% 절약',
  loading: '로딩 중…',
  logIn: '로그인',
  signUp: '가입하기',
  pageNotFound: '페이지를 찾을 수 없습니다',
  regionUnavailable: '페이지의 이 부분을 불러올 수 없습니다.',
};
