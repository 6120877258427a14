import type { CommonResources } from './en';

export const commonZh: CommonResources = {
  tryAgain: '重试',
  noResults: '未找到结果。',
  errorLoadingLtks: '加载 LTK 时出错。',
  followers: '粉丝',
  follow: '关注',
  following: '已关注',
  unfollow: '取消关注',
  cancel: '取消',
  close: '关闭',
  back: '返回',
  share: '分享',
  like: '喜欢',
  unlike: '取消喜欢',
  shopNow: '立即购买',
  youSave: '节省 {{discountPercent}}%',
  loading: '加载中…',
  logIn: '登录',
  signUp: '注册',
  pageNotFound: '找不到此页面',
  regionUnavailable: '页面的这一部分无法加载。',
};
