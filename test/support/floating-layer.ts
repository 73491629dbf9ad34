/**
 * Loads the floating layer (src/ui/floating/) before a file's tests, as a page does on the first
 * intent: the dev server compiles @floating-ui/react on its first request, which took longer than
 * a test waits for a dialog to show (1 s). Imported by the harnesses that open floating elements.
 */
import { loadFloating } from '../../src/ui/floating-layer';

before(async function () {
  this.timeout(20_000);
  await loadFloating();
});
