import { shellRender } from '@talentbrug/api-client/testing/render-in-shell';
import { Toaster } from '@talentbrug/ui/toast';
import { MemoryRouter } from 'react-router';

/** A page inside the shell's providers and toast container (`@talentbrug/api-client/testing/render-in-shell`). */
export const renderInShell = shellRender(MemoryRouter, Toaster);
