/** A step route as react-router writes it: `/will/family/edit-child/{uuid}` is `/will/family/edit-child/:uuid`, `{index?}` is `:index?`. */
export function routerPath(route: string): string {
  return route.replace(/\{([a-z]+)(\??)\}/g, ':$1$2');
}
