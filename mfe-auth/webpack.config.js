const { createConfig } = require('@brigade/web-build');

module.exports = createConfig({ name: 'mfe_auth', dir: __dirname, exposes: { './App': './src/App.tsx' } });
