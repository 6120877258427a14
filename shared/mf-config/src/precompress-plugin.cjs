const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing ahead: text assets of some size. */
const COMPRESSIBLE = /\.(?:m?js|css|json|svg|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<asset>.br` (brotli quality 11) and `<asset>.gz` (gzip level 9) beside every text asset a production
 * build emits, so the static server answers with the smallest encoding without compressing per request (quality 11
 * costs about a second for the shell's vendor chunk: fine once at build time, not on a request). The static
 * server only uses a precompressed file that is not older than the file itself.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      const names = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputPath, name);
          const raw = await fs.readFile(file).catch(() => null);
          if (!raw || raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
