/**
 * What one api process may hold in memory beyond its code, in bytes (issue 26: the api under 400 MB RSS after the
 * whole e2e suite on the default scale). Every cache is bounded by bytes against these; the rest of the figure is
 * node and V8 (~90 MB), PGlite's WASM heap with its buffer pool (~150 MB, see PGLITE_SHARED_BUFFERS) and sharp's
 * renders in flight (sharp's own operation cache is off: render-image.ts). README "Operating" says how to read it.
 */
const MiB = 1024 * 1024;

export const MEMORY_BUDGET = {
  /** Catalog responses (routes/context.ts): serialized JSON by URL, for their 60 s TTL. */
  catalogResponses: 32 * MiB,
  /** The feeds' written products arrays (routes/feeds/feed-json.ts). */
  writtenProducts: 16 * MiB,
  /** Posts' and profiles' columns by row version (catalog/post-columns.ts), with the feeds' JSON written from them. */
  heldColumns: 8 * MiB,
  /** Post search hits' first products by post id (catalog/search-catalog.ts). */
  searchChildren: 2 * MiB,
  /** Stored products arrays by post id (catalog/post-products.ts). */
  storedProducts: 8 * MiB,
  /** Encoded images (routes/images/get-image.ts). */
  images: 32 * MiB,
} as const;

/**
 * PostgreSQL's buffer pool inside PGlite (pglite-engine.ts; a PostgreSQL server keeps its own setting). PostgreSQL's
 * default, 128 MB, is allocated and zeroed in PGlite's WASM heap at start and never given back; the data folder's
 * pages stay in the operating system's file cache, so a smaller pool costs a read call per page, not a disk read.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
