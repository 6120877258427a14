import { authEn, type AuthStrings } from './en';

/** British English: the US English strings (none of the auth strings differ). */
export const authEnGb: AuthStrings = { ...authEn };
