// The standalone script for the prerendered landing (ADR 0004): an anonymous visitor gets
// the page's markup and this file, not React. The build (scripts/prerender.mjs) bundles it
// on its own into dist/prerender/enhance.<hash>.js, records it in prerender.json as `script`
// and fails when it outgrows its budget. It is loaded as a module script, which runs after
// the document is parsed, so the markup is already there.
import { enhanceLanding } from './enhance-landing.ts';

enhanceLanding(document);
