import { createAction, type Reducer } from '@reduxjs/toolkit';
import {
  FRESHNESS_MS,
  type Cached,
  type MediaObject,
  type Post,
  type Product,
  type ProductDetails,
  type Profile,
} from '@ltk/contracts';

export interface EntitiesState {
  posts: Record<string, Cached<Post>>;
  profiles: Record<string, Cached<Profile>>;
  products: Record<string, Cached<Product>>;
  productDetails: Record<string, Cached<ProductDetails>>;
  mediaObjects: Record<string, Cached<MediaObject>>;
}

export interface EntitiesReceivedPayload {
  fetchedAt: number;
  posts?: readonly Post[] | null;
  profiles?: readonly Profile[] | null;
  products?: readonly Product[] | null;
  productDetails?: readonly ProductDetails[] | null;
  mediaObjects?: readonly MediaObject[] | null;
}

const initialState: EntitiesState = {
  posts: {},
  profiles: {},
  products: {},
  productDetails: {},
  mediaObjects: {},
};

const KINDS = ['posts', 'profiles', 'products', 'productDetails', 'mediaObjects'] as const;
export type EntityKind = (typeof KINDS)[number];

/** Posts, profiles, products, product details or media objects from the api, stamped with when they were fetched. */
export const entitiesReceived = createAction<EntitiesReceivedPayload>('entities/entitiesReceived');

type Row = Record<string, unknown>;

/** Equal JSON values (the api's entities: objects, arrays, strings, numbers, booleans and null). */
const sameJson = (a: unknown, b: unknown): boolean =>
  a === b ||
  (!!a &&
    !!b &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.keys(b).every((key) => sameJson((a as Row)[key], (b as Row)[key])));

/**
 * The entities seen by any remote, with fetch times. A plain reducer, not immer's: a page of a long feed copies each
 * table it touches once, where a draft also walked every entry of every table (thousands after a long scroll) on
 * each page. An entity the api sends again unchanged keeps its object (and fetch time, while that is under half
 * the freshness window), so the cards showing it do not re-render; a table with nothing new keeps its object too.
 */
export const entitiesReducer: Reducer<EntitiesState> = (state = initialState, action) => {
  if (!entitiesReceived.match(action)) return state;
  const { fetchedAt } = action.payload;
  let next = state;
  for (const kind of KINDS) {
    const old = state[kind] as Record<string, Cached<Row>>;
    let table: Record<string, Cached<Row>> | undefined;
    for (const entity of (action.payload[kind] ?? []) as readonly (Row & { id: string })[]) {
      const cached = old[entity.id];
      if (
        cached &&
        fetchedAt - cached.fetchedAt < FRESHNESS_MS / 2 &&
        sameJson(cached, { ...entity, fetchedAt: cached.fetchedAt })
      )
        continue;
      table ??= { ...old };
      table[entity.id] = { ...entity, fetchedAt };
    }
    if (table) next = { ...next, [kind]: table };
  }
  return next;
};

/** The entities' place in the root reducer (`combineSlices`). */
export const entitiesSlice = { reducerPath: 'entities', reducer: entitiesReducer } as const;
