const { createConfig } = require('@brigade/web-build');

module.exports = createConfig({ name: 'mfe_kitchen', dir: __dirname, exposes: { './App': './src/App.tsx' } });
