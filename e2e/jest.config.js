module.exports = require('../jest.base.js')({ testTimeout: 120000 });
