// One stack for the whole run (@brigade/test-kit's shared stack), started when the first file asks for it.
// One file at a time: the files that share it also read process-wide counters (a subgraph's calls, the
// gateway's errors) around their own requests, which another file's requests would move.
module.exports = require('../jest.base.js')({
  globalSetup: require.resolve('@brigade/test-kit/dist/stack/global-setup.js'),
  globalTeardown: require.resolve('@brigade/test-kit/dist/stack/global-teardown.js'),
  maxWorkers: 1,
});
