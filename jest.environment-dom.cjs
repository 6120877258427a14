// jsdom plus Node's own fetch API (fetch, Request, Response, Headers, streams, AbortController, ...), so
// the api client's real fetch runs in component tests and MSW intercepts it at the network edge. jsdom
// has no fetch; mixing jsdom's AbortSignal with Node's fetch would fail, so that family comes from Node. Forms
// keep jsdom's FormData, Blob and File (React builds a form's FormData from a jsdom form element).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'MessageChannel',
  'MessagePort',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'setImmediate',
  'clearImmediate',
];

class DomWithFetchEnvironment extends TestEnvironment {
  /**
   * @param {ConstructorParameters<typeof TestEnvironment>[0]} config
   * @param {ConstructorParameters<typeof TestEnvironment>[1]} context
   */
  constructor(config, context) {
    // `msw/node` and other Node-first packages resolve their Node builds, not the browser ones.
    super(
      {
        ...config,
        projectConfig: { ...config.projectConfig, testEnvironmentOptions: { customExportConditions: [''] } },
      },
      context,
    );
    for (const name of FROM_NODE) {
      const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis))[name];
      if (value !== undefined) this.global[name] = value;
    }
  }
}

module.exports = DomWithFetchEnvironment;
