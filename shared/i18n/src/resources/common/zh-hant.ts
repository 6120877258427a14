import type { CommonResources } from './en';

export const commonZhHant: CommonResources = {
  tryAgain: '重試',
  noResults: '找不到結果。',
  errorLoadingLtks: '載入 LTK 時發生錯誤。',
  followers: '粉絲',
  follow: '追蹤',
  following: '追蹤中',
  unfollow: '取消追蹤',
  cancel: '取消',
  close: '關閉',
  back: '返回',
  share: '分享',
  like: '喜歡',
  unlike: '取消喜歡',
  shopNow: '立即購買',
  youSave: '節省 {{discountPercent}}%',
  loading: '載入中…',
  logIn: '登入',
  signUp: '註冊',
  pageNotFound: '找不到此頁面',
  regionUnavailable: '頁面的這個部分無法載入。',
};
