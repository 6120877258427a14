import type { Reducer } from '@reduxjs/toolkit';
import type { RootState } from '../app/root-reducer';
import type { ListLoader, ListPage } from '../feeds/fetch-list';
import type { LoadFn } from '../requests/load-once';

/** The slice a read writes into: a shared one (`entities`) or a remote's, injected before its first load. */
export interface ReadOwner {
  reducerPath: string;
  /** A remote's slice (injected on first load); shared slices are always there. */
  reducer?: Reducer;
}

/** What a write invalidates: every read declaring one of its tags loads again where it is shown. */
export type ReadTag = string;

/** The `{ dispatch, getState, extra }` a loader receives. */
export type LoadApi = Parameters<LoadFn>[0];

interface ReadSpec<A> {
  /** The slice the loader writes into: part of every key, so reads of different slices never share one. */
  owner: ReadOwner;
  /** The read's name within its owner (`recipients`, `product-set`); defined once. */
  name: string;
  /** The part of the key naming one read of this definition (default: the argument as a string). */
  args?: (args: A) => string;
  /** Tags a write invalidates (section 4's refetch after a like change: recommended profiles). */
  tags?: readonly ReadTag[];
}

export interface KeyedReadSpec<A, D> extends ReadSpec<A> {
  /** Calls the api through `api.extra.api` and dispatches what it answers into the owner. */
  load: (args: A, api: LoadApi) => Promise<unknown>;
  /** The data of one read, from the owner (undefined until loaded). */
  select: (state: RootState, args: A) => D | undefined;
  /** How long a result stays fresh (default: the spec's 5 minutes). */
  maxAgeMs?: number;
}

export interface ListReadSpec<A> extends ReadSpec<A> {
  /** Loads the page after `cursor` (undefined: the first), dispatches its entities into the owner, returns the ids. */
  load: (args: A, cursor: string | undefined, api: LoadApi) => Promise<ListPage>;
}

interface Definition<A> {
  /** `owner/name`, unique in the page. */
  readonly id: string;
  readonly tags: readonly ReadTag[];
  /** The read's key in the store: `owner/name:args`. */
  key: (args: A) => string;
}

/** One keyed read (a product set, the recipients of a locale): its fetch state in `requests`, its data in the owner. */
export interface ReadDefinition<A, D> extends Definition<A> {
  readonly kind: 'read';
  readonly maxAgeMs?: number;
  load: (args: A) => LoadFn;
  select: (state: RootState, args: A) => D | undefined;
}

/** One paged list (a creator's collections, a post feed): its ids and paging in `feeds`, its entities in the owner. */
export interface ListDefinition<A> extends Definition<A> {
  readonly kind: 'list';
  loader: (args: A) => ListLoader;
}

const defined = new Set<string>();

// Unit tests refuse a second definition of an id. A page may meet one twice: a definition of a non-shared subpath
// (`@ltk/store/entity-reads`) bundled by two remotes, or a module a development server runs again (hot update).
const refuseRedefinition = (): boolean => {
  try {
    return process.env.NODE_ENV === 'test';
  } catch {
    return false;
  }
};

function definition<A>(spec: ReadSpec<A>): Definition<A> {
  const id = `${spec.owner.reducerPath}/${spec.name}`;
  if (defined.has(id) && refuseRedefinition())
    throw new Error(`The read ${id} is defined twice: give one of them another name`);
  defined.add(id);
  const part = spec.args ?? ((args: A) => String(args));
  return { id, tags: spec.tags ?? [], key: (args) => `${id}:${part(args)}` };
}

const injected = (owner: ReadOwner, load: (api: LoadApi) => Promise<unknown>) => (api: LoadApi) => {
  // A remote's slice joins the store with its first read.
  if (owner.reducer && !(owner.reducerPath in api.getState())) {
    api.extra.injectSlice({ reducerPath: owner.reducerPath, reducer: owner.reducer });
    api.dispatch({ type: '@ltk/store/slices-injected' });
  }
  return load(api);
};

/**
 * Defines a keyed read: the one way to read server data that is not a paged list. Its key is built from its owning
 * slice, its name and its argument, so two reads writing different slices cannot share a key; `useRead(read, args)`
 * loads it (once while pending, again after 5 minutes or an invalidation of one of its tags) and selects its data.
 */
export function defineRead<A, D>(spec: KeyedReadSpec<A, D>): ReadDefinition<A, D> {
  return {
    ...definition(spec),
    kind: 'read',
    maxAgeMs: spec.maxAgeMs,
    load: (args) => injected(spec.owner, (api) => spec.load(args, api)),
    select: spec.select,
  };
}

/**
 * Defines a paged list (`useList(list, args)`): cached in the shared `feeds` slice under its key with the section-4
 * paging rules (first fetch replaces, later pages append, refetch from the start after 5 minutes).
 */
export function defineList<A>(spec: ListReadSpec<A>): ListDefinition<A> {
  return {
    ...definition(spec),
    kind: 'list',
    loader: (args) => (cursor, api) =>
      injected(spec.owner, (loadApi) => spec.load(args, cursor, loadApi))(api) as Promise<ListPage>,
  };
}
