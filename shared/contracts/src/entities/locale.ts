export interface Locale {
  code: string;
  iso: string;
  file: string;
  name: string;
}
