// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
// Node's decoder also accepts null input; the DOM type is the narrower contract jsdom code relies on.
if (typeof globalThis.TextDecoder === 'undefined')
  globalThis.TextDecoder = /** @type {typeof globalThis.TextDecoder} */ (
    /** @type {unknown} */ (TextDecoder)
  );
