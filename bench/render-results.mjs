// Renders docs/benchmarks.md's figures table again from docs/benchmarks/*.json (each bench does this
// itself at the end of a run; this is for a hand-merged JSON file).
import { renderBenchmarksPage } from './lib/results.mjs';

renderBenchmarksPage();
