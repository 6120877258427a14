import { commonEn, type CommonResources } from './en';

/** British English: the common strings read the same as US English. */
export const commonEnGb: CommonResources = { ...commonEn };
