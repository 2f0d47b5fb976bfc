// A BlockNote table's cells placed on a rectangular grid. BlockNote stores merged cells the way
// HTML does: a cell with colspan/rowspan > 1 appears once, and the rows it reaches down into
// list only their other cells. Markdown has no merged cells, so the writer needs every position.

import type { TableCell, TableContent } from './blocknote-types.ts';

/** The cell covering a position; `origin` is true only at the cell's top-left position. */
export interface GridSlot {
  cell: TableCell;
  origin: boolean;
}

/** Rows of equal length (the widest row); positions no cell covers are null. */
export function tableGrid(table: TableContent): Array<Array<GridSlot | null>> {
  const grid: Array<Array<GridSlot | null>> = table.rows.map(() => []);
  table.rows.forEach((row, r) => {
    let column = 0;
    for (const cell of row.cells) {
      while (grid[r][column] !== undefined) column += 1;
      const colspan = span(cell.props.colspan);
      // A rowspan reaching past the last row stops there, as in the editor.
      const rowspan = Math.min(span(cell.props.rowspan), table.rows.length - r);
      for (let dr = 0; dr < rowspan; dr += 1) {
        for (let dc = 0; dc < colspan; dc += 1) {
          grid[r + dr][column + dc] = { cell, origin: dr === 0 && dc === 0 };
        }
      }
      column += colspan;
    }
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  return grid.map((row) => Array.from({ length: width }, (_, c) => row[c] ?? null));
}

function span(value: number): number {
  return Number.isInteger(value) && value > 1 ? value : 1;
}
