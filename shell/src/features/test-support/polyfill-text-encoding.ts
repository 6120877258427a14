// jsdom lacks TextEncoder/TextDecoder (react-router needs them); import this first in DOM tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
