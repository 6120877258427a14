module.exports = require('../../jest.preset.cjs')({ env: 'node' });
