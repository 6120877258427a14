// Jest: an image a module imports is its URL, as webpack's asset modules give it (here the file's name).
const path = require('node:path');

module.exports = {
  process: (_source, filename) => ({
    code: `module.exports = ${JSON.stringify(`/assets/${path.basename(filename)}`)};`,
  }),
};
