// Places a statechart's boxes and arrows with ELK (layered, nested states laid out together with
// their parents) and returns every box and arrow in coordinates of the whole drawing.
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';

export interface Size {
  width: number;
  height: number;
}

/** A box to place: a leaf with its own size, or a container whose header needs `header` of room. */
export interface BoxSpec extends Size {
  id: string;
  header?: number;
  children?: BoxSpec[];
}

export interface ArrowSpec {
  id: string;
  source: string;
  target: string;
  label?: Size;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Placed extends Size {
  boxes: Map<string, Rect>;
  arrows: Map<string, { points: Point[]; label: Point | null }>;
}

const MARGIN = 8;

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeEdge': '12',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.padding': `[top=${MARGIN},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
};

function elkNode(box: BoxSpec): ElkNode {
  if (!box.children?.length) return { id: box.id, width: box.width, height: box.height };
  return {
    id: box.id,
    children: box.children.map(elkNode),
    layoutOptions: {
      'elk.padding': `[top=${box.header ?? 24},left=14,bottom=14,right=14]`,
      // The header is drawn by us, so ELK must leave the container at least as wide as its text.
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${box.width}, ${box.height})`,
    },
  };
}

function elkEdge(arrow: ArrowSpec): ElkExtendedEdge {
  return {
    id: arrow.id,
    sources: [arrow.source],
    targets: [arrow.target],
    labels: arrow.label ? [{ id: `${arrow.id}:label`, text: arrow.id, ...arrow.label }] : [],
  };
}

/** Every node's top-left corner in whole-drawing coordinates (ELK gives them relative to the parent). */
function absolute(node: ElkNode, offset: Point, into: Map<string, Rect>): void {
  const x = offset.x + (node.x ?? 0);
  const y = offset.y + (node.y ?? 0);
  into.set(node.id, { x, y, width: node.width ?? 0, height: node.height ?? 0 });
  for (const child of node.children ?? []) absolute(child, { x, y }, into);
}

function collectEdges(node: ElkNode, into: ElkExtendedEdge[]): void {
  into.push(...(node.edges ?? []));
  for (const child of node.children ?? []) collectEdges(child, into);
}

export type Direction = 'DOWN' | 'RIGHT';

export async function layOut(root: BoxSpec, arrows: ArrowSpec[], direction: Direction): Promise<Placed> {
  const graph: ElkNode = {
    id: '(drawing)',
    layoutOptions: { ...ROOT_OPTIONS, 'elk.direction': direction },
    children: [elkNode(root)],
    edges: arrows.map(elkEdge),
  };
  const laidOut = await new ELK().layout(graph);
  const boxes = new Map<string, Rect>();
  absolute(laidOut, { x: 0, y: 0 }, boxes);
  const edges: ElkExtendedEdge[] = [];
  collectEdges(laidOut, edges);
  const placedArrows: Placed['arrows'] = new Map();
  for (const edge of edges) {
    // An edge's points are relative to the node ELK placed it in (its `container`).
    const origin = boxes.get(edge.container ?? '(drawing)') ?? { x: 0, y: 0 };
    const shift = (point: Point) => ({ x: origin.x + point.x, y: origin.y + point.y });
    const section = edge.sections?.[0];
    if (!section) continue;
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift);
    const label = edge.labels?.[0];
    placedArrows.set(edge.id, { points, label: label ? shift({ x: label.x ?? 0, y: label.y ?? 0 }) : null });
  }
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, boxes, arrows: placedArrows };
}
