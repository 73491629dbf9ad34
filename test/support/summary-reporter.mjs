// Prints "N passed, N failed" alone on a line at the end, so CI can count the tests.
function count(results, tally) {
  for (const test of results.tests ?? []) {
    if (test.skipped) tally.skipped++;
    else if (test.passed) tally.passed++;
    else tally.failed++;
  }
  for (const suite of results.suites ?? []) count(suite, tally);
}

export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const tally = { passed: 0, failed: 0, skipped: 0 };
      let sessionErrors = 0;
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, tally);
        if (!session.passed && (session.errors?.length ?? 0) > 0) sessionErrors += session.errors.length;
      }
      const failed = tally.failed + sessionErrors;
      process.stdout.write(`\n${tally.passed} passed, ${failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}\n`);
    },
  };
}
