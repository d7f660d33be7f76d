import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRouteFiles, routeFilesOf, routeNeedsSession } from './route-files.ts';

function bootScript(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('the route files on the boot script', () => {
  it('reads what the server wrote, and nothing from a value it cannot trust', () => {
    const files = [
      { href: '/mf/athlete/mf-manifest.json', as: 'fetch' },
      { href: '/mf/athlete/remoteEntry.js', as: 'script' },
    ];
    expect(routeFilesOf(bootScript({ 'data-route-files': JSON.stringify(files) }))).toEqual(files);
    expect(
      routeFilesOf(bootScript({ 'data-route-files': '[{"href":"/x.js","as":"module"},{"as":"script"}]' })),
    ).toEqual([]);
    expect(routeFilesOf(bootScript({ 'data-route-files': '{"href":' }))).toEqual([]);
    expect(routeFilesOf(bootScript({}))).toEqual([]);
    expect(routeFilesOf(null)).toEqual([]);
  });

  it('says when they are of use only with a session', () => {
    expect(routeNeedsSession(bootScript({ 'data-route-needs-session': '' }))).toBe(true);
    expect(routeNeedsSession(bootScript({}))).toBe(false);
  });
});

describe('fetchRouteFiles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('preloads the manifest as the runtime fetches it, and fetches scripts and stylesheets as their elements will', () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('')));
    fetchRouteFiles(
      [
        { href: 'https://cdn.example/athlete/mf-manifest.json', as: 'fetch' },
        { href: 'https://cdn.example/athlete/remoteEntry.js', as: 'script' },
        { href: 'https://cdn.example/athlete/page.css', as: 'style' },
      ],
      document,
      fetchImpl,
    );
    const link = document.head.querySelector('link[rel="preload"]') as HTMLLinkElement;
    expect([link.href, link.getAttribute('as'), link.crossOrigin]).toEqual([
      'https://cdn.example/athlete/mf-manifest.json',
      'fetch',
      'anonymous',
    ]);
    expect(fetchImpl.mock.calls).toEqual([
      ['https://cdn.example/athlete/remoteEntry.js', { mode: 'no-cors', credentials: 'include', priority: 'high' }],
      ['https://cdn.example/athlete/page.css', { mode: 'no-cors', credentials: 'include', priority: 'high' }],
    ]);
  });

  it('lets a file that cannot be fetched fail quietly: the app loads it itself', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const fetchImpl = vi.fn(() => failed);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fetchRouteFiles([{ href: '/mf/athlete/remoteEntry.js', as: 'script' }], document, fetchImpl);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
