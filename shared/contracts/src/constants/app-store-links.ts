/** Where the LTK app is downloaded (banners and the app landing pages). */
export const APP_STORE_URL = 'https://apps.apple.com/app/id1154027990';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.rewardstyle.liketoknowit';
