const { createConfig } = require('@brigade/web-build');

// Remotes are not listed here: their manifest URLs come from /config.json at run time.
module.exports = createConfig({ name: 'shell', dir: __dirname, html: true });
