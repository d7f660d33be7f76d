/**
 * What the builds write and the server reads, beside the prerender contract (prerender.ts). Apart
 * from it because no browser needs these: prerender.ts is a shared module of the apps, and every
 * name in it travels with the app's first load.
 */

/** Storage keys are plain names; the server writes them into an attribute. */
export const STORAGE_KEY_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * The file beside each app's mf-manifest.json that names the shared modules a first load pulls
 * in (ADR 0016): per exposed page for a remote, before any page for the shell. Written by
 * shared/build, read by the server to name those files in the document.
 */
export const PRELOAD_FILE = 'preload.json';
