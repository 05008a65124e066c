import { LayoutInfo, Rect, TableLayout, type Key } from 'react-aria-components';

type GridNode<T> = Parameters<TableLayout<T>['buildRowGroup']>[1];
type LayoutNode = ReturnType<TableLayout<unknown>['buildRowGroup']>;

interface BodyRows<T> {
  collection: unknown;
  nodes: Array<GridNode<T>>;
  indexOf: Map<Key, number>;
}

/**
 * React Aria's TableLayout for rows of one fixed height, that lays out only the rows in view.
 *
 * React Aria's own widens the area it has laid out to every row scrolled past and lays out every row
 * of the body again each time that area grows: with 100,000 rows a scroll to the bottom redid tens of
 * thousands of rows a frame. Rows of a fixed height need no neighbour to be placed (row i starts at
 * i × height), so this one looks rows up by index and lays out the window, plus the rows the
 * virtualizer keeps drawn (the focused row) and any row asked for by key (scrolling to it).
 */
export class WindowedTableLayout<T> extends TableLayout<T> {
  private bodyRows: BodyRows<T> | undefined;
  private askedFor = new Set<number>();
  private laidOutForKeys: Set<Key> | undefined;

  protected override layoutIfNeeded(rect: Rect) {
    if (!this.lastCollection || !this.virtualizer) return;
    const isInWindow = this.requestedRect.containsRect(rect);
    if (isInWindow && this.laidOutForKeys === this.virtualizer.persistedKeys) return;
    if (!isInWindow) this.askedFor.clear();
    this.requestedRect = rect.copy();
    this.layOut();
  }

  override getLayoutInfo(key: Key): LayoutInfo | null {
    if (!this.lastCollection) return super.getLayoutInfo(key);
    const index = this.rowIndexOf(key);
    const row = index === undefined ? undefined : this.rows().nodes[index];
    if (row && index !== undefined && this.layoutNodes.get(row.key)?.node !== row) {
      this.askedFor.add(index);
      this.layOut();
    }
    return super.getLayoutInfo(key);
  }

  protected override buildRowGroup(y: number, node: GridNode<T>): LayoutNode {
    if (this.rowHeight === null || node.type !== 'tablebody') return super.buildRowGroup(y, node);
    const { nodes } = this.rows();
    const rowHeight = this.rowHeight + this.gap;
    const rowAt = (offset: number) => Math.min(nodes.length, Math.max(0, Math.floor((offset - y) / rowHeight)));
    const indexes = new Set<number>(this.askedFor);
    const end = Math.min(nodes.length, rowAt(this.requestedRect.maxY) + 1);
    for (let index = rowAt(this.requestedRect.y); index < end; index++) indexes.add(index);
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      const index = this.rowIndexOf(key);
      if (index !== undefined) indexes.add(index);
    }

    const children: LayoutNode[] = [];
    let width = 0;
    for (const index of [...indexes].sort((a, b) => a - b)) {
      const row = this.buildChild(nodes[index]!, this.padding, y + index * rowHeight, node.key);
      row.index = children.length;
      width = Math.max(width, row.layoutInfo.rect.width);
      children.push(row);
    }
    const height = nodes.length === 0 ? (this.virtualizer?.size.height ?? 0) - y : nodes.length * rowHeight - this.gap;
    const layoutInfo = new LayoutInfo('rowgroup', node.key, new Rect(this.padding, y, width, height));
    return { layoutInfo, children, validRect: layoutInfo.rect.intersection(this.requestedRect), node };
  }

  private layOut() {
    this.rootNodes = this.buildCollection();
    // Rows laid out for this window stay valid for the next one that overlaps it.
    this.validRect = this.requestedRect.copy();
    this.laidOutForKeys = this.virtualizer?.persistedKeys;
  }

  /** The body's rows in order, and each one's index by key, once per collection. */
  private rows(): BodyRows<T> {
    const collection = this.collection;
    if (this.bodyRows?.collection === collection) return this.bodyRows;
    const body = collection.body;
    const nodes = body ? [...(collection.getChildren?.(body.key) ?? [])] : [];
    this.bodyRows = { collection, nodes, indexOf: new Map(nodes.map((row, index) => [row.key, index])) };
    return this.bodyRows;
  }

  /** The index of a body row, or of the row a cell is in. */
  private rowIndexOf(key: Key): number | undefined {
    const { indexOf } = this.rows();
    const index = indexOf.get(key);
    if (index !== undefined) return index;
    const parentKey = this.collection.getItem(key)?.parentKey;
    return parentKey == null ? undefined : indexOf.get(parentKey);
  }
}
