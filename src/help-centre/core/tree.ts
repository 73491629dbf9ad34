/** FAQ routes over the tree (§2.3 "FAQ item by path" and "FAQ item by id"). */
import { FAQ_PREFIX } from '../constants';
import type { FaqNode } from './model';
import { trimSlashes } from './model';

export type PathMatch =
  | { kind: 'article'; node: FaqNode; trail: FaqNode[] }
  | { kind: 'topic'; node: FaqNode; trail: FaqNode[] }
  | { kind: 'not-found' };

/** Every node, depth first, with the nodes above it. */
function* walk(nodes: readonly FaqNode[], trail: FaqNode[] = []): Generator<[FaqNode, FaqNode[]]> {
  for (const node of nodes) {
    yield [node, trail];
    yield* walk(node.children, [...trail, node]);
  }
}

/** A content reference is an article, a branch a topic page, anything else not found. */
export function matchPath(tree: readonly FaqNode[], urlPath: string): PathMatch {
  const wanted = trimSlashes(safeDecode(urlPath));
  if (!wanted) return { kind: 'not-found' };
  for (const [node, trail] of walk(tree)) {
    if (node.urlPath !== wanted) continue;
    return node.type === 'CONTENT_REFERENCE' ? { kind: 'article', node, trail } : { kind: 'topic', node, trail };
  }
  return { kind: 'not-found' };
}

export function findByKey(tree: readonly FaqNode[], key: string): FaqNode | undefined {
  for (const [node] of walk(tree)) if (node.key === key) return node;
  return undefined;
}

/** The route of a FAQ's url path, relative to the base path. */
export function faqRoute(urlPath: string): string {
  const path = trimSlashes(urlPath);
  return `${FAQ_PREFIX}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The category a node sits in (its top-level ancestor), for search suggestions and chat. */
export function categoryOf(match: PathMatch): FaqNode | undefined {
  if (match.kind === 'not-found') return undefined;
  return match.trail[0] ?? match.node;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
