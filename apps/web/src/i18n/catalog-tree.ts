/** A dictionary as written: texts grouped by feature, e.g. `{ auth: { studentLogin: { title } } }`. */
export interface CatalogTree {
  [key: string]: string | CatalogTree;
}

/** Flattens a dictionary into dotted keys: `{ 'auth.studentLogin.title': 'Student Login' }`. */
export function flattenCatalog(tree: CatalogTree, prefix = '', out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const id = `${prefix}${key}`;
    if (typeof value === 'string') out[id] = value;
    else flattenCatalog(value, `${id}.`, out);
  }
  return out;
}
