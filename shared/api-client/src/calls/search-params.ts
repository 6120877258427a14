export interface SearchParams {
  query: string;
  page?: number;
  limit?: number;
  analytics?: Record<string, unknown>;
}
