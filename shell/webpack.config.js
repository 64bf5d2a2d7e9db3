const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { createConfig } = require('@brigade/web-build');

const part = (name) => readFileSync(join(__dirname, 'src', 'browser-support', name), 'utf8');

// Remotes are not listed here: their manifest URLs come from /config.json at run time. The browser
// check is public/browser-support.js, loaded before the (deferred) bundles: the Content-Security-Policy
// refuses inline scripts.
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  html: true,
  head: '<script src="/browser-support.js"></script>',
  body: part('fallback.html'),
});
