// Owns the document title: route title + ' - ' + the product title supplied by the host page.

/** `Orders - 分销控制台`; the product title alone when the route has none. */
export function composeTitle(routeTitle: string | undefined, product: string): string {
  const route = routeTitle?.trim()
  const name = product.trim()
  if (route && name) return `${route} - ${name}`
  return route || name
}
