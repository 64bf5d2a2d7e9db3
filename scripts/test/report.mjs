// The time report every `npm test` ends with: seconds per step and per workspace, the slowest test
// files, written to .test-results/timings.json for the next run (its order) and for people.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const fmt = (seconds) => `${seconds.toFixed(1).padStart(7)} s`;

/** Every test file's wall time, from jest's --json reports. */
export function fileTimes(reports, root) {
  return reports.flatMap((report) =>
    report.testResults.map((suite) => ({
      file: suite.name.slice(root.length + 1),
      seconds: Math.round((suite.endTime - suite.startTime) / 100) / 10,
    })),
  );
}

export function writeReport({ resultsDir, totalSeconds, steps, slowestFiles, skipped }) {
  const timings = { totalSeconds, steps, slowestFiles, skipped };
  writeFileSync(join(resultsDir, 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
  const lines = ['', `Time: ${totalSeconds.toFixed(0)} s in all (steps that ran at once overlap)`];
  for (const step of steps) lines.push(`${fmt(step.seconds)}  ${step.name}${step.status === 'failed' ? '  FAILED' : ''}`);
  if (skipped.length) lines.push(`Skipped, unchanged since they passed: ${skipped.join(', ')} (npm test -- --all runs them)`);
  lines.push('', 'Slowest test files:');
  for (const file of slowestFiles) lines.push(`${fmt(file.seconds)}  ${file.file}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
