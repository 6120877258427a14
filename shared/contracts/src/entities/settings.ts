import type { ApiSchemas } from './api-schemas';

export type SignedPolicies = ApiSchemas['SignedPolicies'];

/** `locale` is one of the api's supported locales (ApiSchemas['Settings']); typed as a string for the client's pickers. */
export type Settings = Omit<ApiSchemas['Settings'], 'locale'> & { locale: string };

export type DataRequest = ApiSchemas['DataRequest'];
