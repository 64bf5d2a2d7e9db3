const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { createConfig } = require('@brigade/web-build');

const part = (name) => readFileSync(join(__dirname, 'src', 'browser-support', name), 'utf8');

// Remotes are not listed here: their manifest URLs come from /config.json at run time.
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  html: true,
  head: `<script>${part('check.js')}</script>`,
  body: part('fallback.html'),
});
