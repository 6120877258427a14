// What every app gets for `rxjs` (shared singleton): the subjects, creation functions and operators
// the bus and its subscribers use, from rxjs's ES2015 build. Sharing keeps a module whole (all of rxjs,
// ~17 KB gzip); re-exporting named pieces lets webpack drop the rest (~7 KB gzip). Schedulers and
// time-based operators are left out on purpose (~3 KB more). An app that needs another export adds it
// here (facades.test.ts checks that every name the workspace imports is exported).
export {
  Observable,
  Subject,
  ReplaySubject,
  merge,
  distinctUntilChanged,
  filter,
  map,
  skip,
  startWith,
  switchMap,
} from '@ltk/mf-config/impl/rxjs';
