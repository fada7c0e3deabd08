import type { FastifyInstance } from 'fastify';

/** Route patterns with their methods; wildcard routes (the dashboard's `/*`) are left out. */
const routes: { pattern: RegExp; methods: Set<string> }[] = [];
const byUrl = new Map<string, Set<string>>();

/** Records every route as it is registered, so an unmatched request can be told which methods its path serves. */
export function recordRouteMethods(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    let methods = byUrl.get(route.url);
    if (!methods) {
      methods = new Set();
      byUrl.set(route.url, methods);
      const pattern = route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
      routes.push({ pattern: new RegExp(`^${pattern}/?$`), methods });
    }
    for (const method of [route.method].flat()) methods.add(method);
  });
}

/** The methods served on `url`'s path (for 405 and `Allow`), or null when no route has that path. */
export function allowedMethods(url: string): string[] | null {
  const path = url.split('?')[0];
  const methods = new Set<string>();
  for (const route of routes) if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
  return methods.size > 0 ? [...methods].sort() : null;
}
